import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from './catalogue.ts';

function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, path ? `${path}.${key}` : key),
  );
}

describe('catalogue wording', () => {
  it('says Try Again one way in each language', () => {
    const retries = (language: 'en' | 'tr', pattern: RegExp) =>
      new Set(
        leaves(resources[language].translation)
          .map(([, text]) => text)
          .filter((text) => pattern.test(text)),
      );
    expect([...retries('en', /^try again$/i)]).toEqual(['Try Again']);
    expect([...retries('tr', /^tekrar dene$/i)]).toEqual(['Tekrar Dene']);
  });

  it('counts in the singular for one', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources, interpolation: { escapeValue: false } });
    const values = { title: 'Data Engineer', code: 'J1', company: '', hires: 0, reward: '$1' };
    expect(i18n.t('pipeline.jobOption', { ...values, count: 1 })).toBe(
      'Data Engineer (J1) · 1 application',
    );
    expect(i18n.t('pipeline.jobOption', { ...values, count: 2 })).toBe(
      'Data Engineer (J1) · 2 applications',
    );
    expect(i18n.t('pipeline.jobSummary', { ...values, count: 1 })).toBe(
      '1 application · 0 hired · reward $1',
    );
    expect(i18n.t('cmsAdmin.faq.questions', { count: 1 })).toBe('1 question');
    expect(i18n.t('jobs.search.selectedCount', { count: 1 })).toBe('1 country selected');
    await i18n.changeLanguage('tr');
    expect(i18n.t('cmsAdmin.faq.questions', { count: 1 })).toBe('1 soru');
    expect(i18n.t('cmsAdmin.faq.questions', { count: 3 })).toBe('3 soru');
  });
});
