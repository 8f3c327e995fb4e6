import { FilterService } from 'primereact/api';
import { describe, expect, it } from 'vitest';
import { searchFold } from '#shared/format/search-fold.ts';
import './folded-filter.ts';

const COUNTRIES = ['Türkiye', 'Germany', 'Österreich', 'Côte d’Ivoire'].map((description) => ({
  description,
  searchName: searchFold(description),
}));
const CITIES = ['Şanlıurfa', 'İzmir', 'Iğdır', 'Çanakkale', 'Muş', 'Ağrı'].map((description) => ({
  description,
  searchName: searchFold(description),
}));

/** What MultiSelect and Dropdown do with the typed text before they ask FilterService. */
const filter = (options: typeof COUNTRIES, typed: string) =>
  FilterService.filter(
    options,
    ['searchName', 'description'],
    typed.trim().toLocaleLowerCase(undefined),
    'contains',
    undefined,
  ).map((option) => option.description);

describe('folded contains filter', () => {
  it('finds Türkiye however it is typed', () => {
    for (const typed of ['TÜRKİYE', 'türkiye', 'TURKIYE', 'turkiye', 'Türki', 'RKİ'])
      expect(filter(COUNTRIES, typed), typed).toEqual(['Türkiye']);
    expect(filter(COUNTRIES, 'ÖSTER')).toEqual(['Österreich']);
    expect(filter(COUNTRIES, 'cote')).toEqual(['Côte d’Ivoire']);
  });

  it('finds cities with a capital Ş, İ, Ç or Ğ, and dotless ı', () => {
    expect(filter(CITIES, 'ŞANLIURFA')).toEqual(['Şanlıurfa']);
    expect(filter(CITIES, 'Şan')).toEqual(['Şanlıurfa']);
    expect(filter(CITIES, 'İZMİR')).toEqual(['İzmir']);
    expect(filter(CITIES, 'IĞDIR')).toEqual(['Iğdır']);
    expect(filter(CITIES, 'ÇANAK')).toEqual(['Çanakkale']);
    expect(filter(CITIES, 'MUŞ')).toEqual(['Muş']);
    expect(filter(CITIES, 'ağrı')).toEqual(['Ağrı']);
  });

  it('keeps every option for an empty filter', () => {
    expect(filter(CITIES, '  ')).toHaveLength(CITIES.length);
  });
});
