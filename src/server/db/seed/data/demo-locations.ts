import type { CurrencyCode } from '#shared/constants/domain.ts';

export type DemoLocation = {
  iso2: string;
  /** City names exactly as the cities table holds them. */
  cities: readonly string[];
  /** How often jobs land here when a company hires outside its home country. */
  weight: number;
  /** The currency salaries are quoted in: the local one when supported, else USD or EUR. */
  currency: CurrencyCode;
  /** Pay level against the United States, for believable salaries. */
  payFactor: number;
  /** Salaries here are usually quoted per month rather than per year. */
  monthly?: boolean;
};

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  { iso2: 'TR', cities: ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya'], weight: 10, currency: 'TRY', payFactor: 0.3, monthly: true },
  { iso2: 'GB', cities: ['London', 'Manchester', 'Edinburgh', 'Bristol'], weight: 10, currency: 'GBP', payFactor: 0.72 },
  { iso2: 'DE', cities: ['Berlin', 'Munich', 'Hamburg', 'Frankfurt am Main'], weight: 9, currency: 'EUR', payFactor: 0.72 },
  { iso2: 'US', cities: ['New York City', 'San Francisco', 'Austin', 'Seattle', 'Chicago'], weight: 10, currency: 'USD', payFactor: 1 },
  { iso2: 'NL', cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven'], weight: 6, currency: 'EUR', payFactor: 0.7 },
  { iso2: 'FR', cities: ['Paris', 'Lyon'], weight: 5, currency: 'EUR', payFactor: 0.62 },
  { iso2: 'ES', cities: ['Madrid', 'Barcelona', 'Valencia'], weight: 5, currency: 'EUR', payFactor: 0.5 },
  { iso2: 'CA', cities: ['Toronto', 'Vancouver', 'Montréal'], weight: 5, currency: 'CAD', payFactor: 0.76 },
  { iso2: 'IE', cities: ['Dublin', 'Cork'], weight: 3, currency: 'EUR', payFactor: 0.74 },
  { iso2: 'PL', cities: ['Warsaw', 'Kraków'], weight: 3, currency: 'EUR', payFactor: 0.42 },
  { iso2: 'PT', cities: ['Lisbon', 'Porto'], weight: 2, currency: 'EUR', payFactor: 0.4 },
  { iso2: 'CH', cities: ['Zürich'], weight: 2, currency: 'CHF', payFactor: 1.05 },
  { iso2: 'AE', cities: ['Dubai'], weight: 2, currency: 'USD', payFactor: 0.8 },
  { iso2: 'AU', cities: ['Sydney', 'Melbourne'], weight: 2, currency: 'AUD', payFactor: 0.8 },
  { iso2: 'IN', cities: ['Bengaluru', 'Mumbai'], weight: 2, currency: 'INR', payFactor: 0.22 },
];

/** Units of each currency per US dollar, rounded; only used to make demo salaries plausible. */
export const PER_DOLLAR: Record<CurrencyCode, number> = {
  USD: 1,
  EUR: 0.92,
  TRY: 38,
  GBP: 0.79,
  JPY: 150,
  CAD: 1.37,
  AUD: 1.52,
  CHF: 0.88,
  CNY: 7.2,
  INR: 83,
};

export function demoLocation(iso2: string): DemoLocation {
  const location = DEMO_LOCATIONS.find((candidate) => candidate.iso2 === iso2);
  if (!location) throw new Error(`No demo location for ${iso2}`);
  return location;
}
