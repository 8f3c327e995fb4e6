import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { searchFold } from '#shared/format/search-fold.ts';

export type PhoneCountry = {
  iso2: CountryCode;
  name: string;
  dialCode: string;
  search: string;
};

const cache = new Map<string, PhoneCountry[]>();

/** Every country the phone parser knows, named in the language, sorted by name. */
export function phoneCountries(language: string): PhoneCountry[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const list = getCountries()
    .map((iso2) => {
      const name = names.of(iso2) ?? iso2;
      const dialCode = `+${getCountryCallingCode(iso2)}`;
      return {
        iso2,
        name,
        dialCode,
        search: `${searchFold(name)} ${iso2.toLowerCase()} ${dialCode}`,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language));
  cache.set(language, list);
  return list;
}

/** The spec's default: the located country, else TR, then GB, then the first in the list. */
export function defaultPhoneCountry(list: PhoneCountry[], located: string | null | undefined) {
  const has = (code: string | null | undefined) => list.find((country) => country.iso2 === code);
  return (has(located?.toUpperCase()) ?? has('TR') ?? has('GB') ?? list[0])?.iso2;
}
