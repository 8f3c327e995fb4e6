import PrimeReact, { localeOption } from 'primereact/api';
import { describe, expect, it } from 'vitest';
import { primeReactLocaleReady, setLanguage, withPrimeReactLocale } from './i18n.ts';

/** What a PrimeReact component would show now (it reads the global locale when it has no context). */
const current = (key: string): unknown => localeOption(key, PrimeReact.locale ?? 'en');

describe("PrimeReact's texts", () => {
  it('follow the language once the lazily loaded locale has been applied', async () => {
    await setLanguage('tr');
    const load = withPrimeReactLocale(async () => ({ default: 'a lazily loaded component' }));
    await expect(load()).resolves.toEqual({ default: 'a lazily loaded component' });
    expect(current('emptyFilterMessage')).toBe('Sonuç bulunamadı');
    expect(current('firstDayOfWeek')).toBe(1);

    await setLanguage('en');
    await primeReactLocaleReady();
    expect(current('emptyFilterMessage')).toBe('No results found');
  });

  it('pass a failed component load on to the caller', async () => {
    const load = withPrimeReactLocale(() => Promise.reject(new Error('chunk missing')));
    await expect(load()).rejects.toThrow('chunk missing');
  });
});
