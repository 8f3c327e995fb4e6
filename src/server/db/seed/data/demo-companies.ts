import type { JobFamily } from './job-roles.ts';

export type DemoPerson = { firstname: string; lastname: string; email: string; title: string };

export type DemoCompany = {
  /** Prefix of the company's job reference codes. */
  code: string;
  name: string;
  website: string;
  industry: string;
  iso2: string;
  city: string;
  size: string;
  color: string;
  description: string;
  families: readonly JobFamily[];
  /** Relative share of the demo jobs. */
  jobWeight: number;
  owner: DemoPerson;
  member?: DemoPerson;
};

const GENERAL: JobFamily[] = ['sales', 'marketing', 'people', 'finance', 'legal', 'customer'];
const TECH: JobFamily[] = ['engineering', 'data', 'product', 'design'];

/** Fictional companies. The first one belongs to company@demo.local. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    code: 'KEST', name: 'Kestrel Software GmbH', website: 'https://kestrel-software.example', industry: 'software',
    iso2: 'DE', city: 'Berlin', size: '201-500', color: '#2563eb', families: [...TECH, ...GENERAL], jobWeight: 3,
    description: 'Kestrel builds workflow software for mid-sized manufacturers across Europe. Our platform connects planning, purchasing and the shop floor, and is used by more than 1,200 factories.',
    owner: { firstname: 'Oliver', lastname: 'Schmidt', email: 'company@demo.local', title: 'Head of Talent' },
    member: { firstname: 'Hannah', lastname: 'Weber', email: 'hannah.weber@demo.local', title: 'Engineering Director' },
  },
  {
    code: 'ANPY', name: 'Anatolia Pay', website: 'https://anatoliapay.example', industry: 'fintech',
    iso2: 'TR', city: 'İstanbul', size: '51-200', color: '#0d9488', families: [...TECH, 'sales', 'marketing', 'finance', 'legal', 'customer'], jobWeight: 2,
    description: 'Anatolia Pay offers payment acceptance and instant payouts to online merchants in Türkiye and the region. We process millions of card and wallet transactions every month.',
    owner: { firstname: 'Elif', lastname: 'Kaya', email: 'elif.kaya@demo.local', title: 'People Director' },
    member: { firstname: 'Burak', lastname: 'Şahin', email: 'burak.sahin@demo.local', title: 'CTO' },
  },
  {
    code: 'HARB', name: 'Harbourline Logistics', website: 'https://harbourline.example', industry: 'logistics',
    iso2: 'NL', city: 'Rotterdam', size: '1000+', color: '#0369a1', families: ['operations', 'engineering', 'data', 'sales', 'finance', 'customer'], jobWeight: 1.5,
    description: 'Harbourline moves containers between Rotterdam, the Baltic and the Mediterranean, combining short-sea shipping, rail and road with real-time tracking for every shipment.',
    owner: { firstname: 'Sanne', lastname: 'de Vries', email: 'sanne.devries@demo.local', title: 'Recruitment Lead' },
  },
  {
    code: 'BLUF', name: 'Bluefern Health', website: 'https://bluefernhealth.example', industry: 'healthcare',
    iso2: 'GB', city: 'London', size: '501-1000', color: '#16a34a', families: ['healthcare', 'engineering', 'data', 'people', 'finance', 'customer'], jobWeight: 1.5,
    description: 'Bluefern runs a network of outpatient clinics and a virtual-care service across the United Kingdom, helping patients see a clinician within 48 hours.',
    owner: { firstname: 'Charlotte', lastname: 'Evans', email: 'charlotte.evans@demo.local', title: 'Talent Acquisition Manager' },
    member: { firstname: 'Marcus', lastname: 'Bennett', email: 'marcus.bennett@demo.local', title: 'Clinical Director' },
  },
  {
    code: 'COPR', name: 'Copperleaf Retail', website: 'https://copperleaf.example', industry: 'retail',
    iso2: 'GB', city: 'Manchester', size: '1000+', color: '#b45309', families: ['operations', 'marketing', 'sales', 'data', 'engineering', 'customer', 'finance'], jobWeight: 1.2,
    description: 'Copperleaf sells homeware and furniture through 60 stores and a fast-growing online shop, with its own design studio and distribution centre in the North West.',
    owner: { firstname: 'Daniel', lastname: 'Hughes', email: 'daniel.hughes@demo.local', title: 'HR Manager' },
  },
  {
    code: 'EGET', name: 'Ege Tekstil', website: 'https://egetekstil.example', industry: 'manufacturing',
    iso2: 'TR', city: 'İzmir', size: '501-1000', color: '#7c3aed', families: ['manufacturing', 'operations', 'sales', 'finance', 'people'], jobWeight: 1,
    description: 'Ege Tekstil produces organic cotton fabrics and garments for European fashion brands, with a vertically integrated plant near İzmir and a strong focus on sustainability.',
    owner: { firstname: 'Mert', lastname: 'Aydın', email: 'mert.aydin@demo.local', title: 'İnsan Kaynakları Müdürü' },
  },
  {
    code: 'SUMR', name: 'Summit Ridge Energy', website: 'https://summitridge.example', industry: 'energy',
    iso2: 'US', city: 'Austin', size: '201-500', color: '#ca8a04', families: ['engineering', 'data', 'operations', 'construction', 'finance', 'sales'], jobWeight: 1.2,
    description: 'Summit Ridge develops and operates utility-scale solar and battery storage projects in Texas and the Southwest, with more than 2 GW in operation or construction.',
    owner: { firstname: 'Megan', lastname: 'Carter', email: 'megan.carter@demo.local', title: 'Director of Talent' },
    member: { firstname: 'Jason', lastname: 'Reed', email: 'jason.reed@demo.local', title: 'VP Engineering' },
  },
  {
    code: 'PINE', name: 'Pinecrest Capital', website: 'https://pinecrestcapital.example', industry: 'banking',
    iso2: 'US', city: 'New York City', size: '201-500', color: '#1e3a8a', families: ['finance', 'legal', 'data', 'engineering', 'sales'], jobWeight: 1,
    description: 'Pinecrest is an independent asset manager serving pension funds, foundations and family offices, with a disciplined, research-driven investment approach.',
    owner: { firstname: 'Laura', lastname: 'Chen', email: 'laura.chen@demo.local', title: 'Head of People' },
  },
  {
    code: 'ORBL', name: 'Orbital Labs', website: 'https://orbitallabs.example', industry: 'software',
    iso2: 'US', city: 'San Francisco', size: '11-50', color: '#db2777', families: [...TECH, 'sales', 'customer'], jobWeight: 1.5,
    description: 'Orbital Labs builds developer tools that let small teams run machine-learning models in production without a dedicated platform team.',
    owner: { firstname: 'Ethan', lastname: 'Brooks', email: 'ethan.brooks@demo.local', title: 'Co-founder & CEO' },
  },
  {
    code: 'MAIS', name: 'Maison Verre', website: 'https://maisonverre.example', industry: 'consumer_goods',
    iso2: 'FR', city: 'Paris', size: '51-200', color: '#9333ea', families: ['marketing', 'sales', 'design', 'operations', 'finance', 'customer'], jobWeight: 1,
    description: 'Maison Verre designs handmade glassware and tableware, sold in its Paris boutiques, through department stores and online in 30 countries.',
    owner: { firstname: 'Camille', lastname: 'Laurent', email: 'camille.laurent@demo.local', title: 'Responsable RH' },
  },
  {
    code: 'COST', name: 'Costa Clara Hotels', website: 'https://costaclara.example', industry: 'hospitality',
    iso2: 'ES', city: 'Barcelona', size: '501-1000', color: '#ea580c', families: ['hospitality', 'marketing', 'sales', 'finance', 'people'], jobWeight: 1,
    description: 'Costa Clara operates twelve boutique hotels on the Mediterranean coast and in city centres across Spain and Portugal.',
    owner: { firstname: 'Lucía', lastname: 'Fernández', email: 'lucia.fernandez@demo.local', title: 'Talent Manager' },
    member: { firstname: 'Javier', lastname: 'Moreno', email: 'javier.moreno@demo.local', title: 'Director of Operations' },
  },
  {
    code: 'MAPL', name: 'Maple & Tide Media', website: 'https://mapleandtide.example', industry: 'media',
    iso2: 'CA', city: 'Toronto', size: '51-200', color: '#dc2626', families: ['marketing', 'design', 'engineering', 'sales', 'product'], jobWeight: 1,
    description: 'Maple & Tide produces podcasts, newsletters and video series for a combined audience of five million people in North America.',
    owner: { firstname: 'Olivia', lastname: 'Tremblay', email: 'olivia.tremblay@demo.local', title: 'People & Culture Lead' },
  },
  {
    code: 'BASK', name: 'Başkent Yapı', website: 'https://baskentyapi.example', industry: 'construction',
    iso2: 'TR', city: 'Ankara', size: '201-500', color: '#475569', families: ['construction', 'operations', 'finance', 'legal', 'people'], jobWeight: 1,
    description: 'Başkent Yapı builds residential, healthcare and public projects in Central Anatolia and has delivered more than 40,000 homes since 1998.',
    owner: { firstname: 'Selin', lastname: 'Koç', email: 'selin.koc@demo.local', title: 'İK Uzmanı' },
    member: { firstname: 'Emre', lastname: 'Çelik', email: 'emre.celik@demo.local', title: 'Proje Direktörü' },
  },
  {
    code: 'ISAR', name: 'Isar Mobility', website: 'https://isarmobility.example', industry: 'automotive',
    iso2: 'DE', city: 'Munich', size: '1000+', color: '#059669', families: ['engineering', 'manufacturing', 'data', 'product', 'operations', 'sales'], jobWeight: 1.3,
    description: 'Isar Mobility develops drivetrains and charging hardware for electric buses and delivery vans, with engineering in Munich and production in Bavaria.',
    owner: { firstname: 'Felix', lastname: 'Hoffmann', email: 'felix.hoffmann@demo.local', title: 'Talent Partner' },
  },
];
