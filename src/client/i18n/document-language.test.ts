import { describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from './i18n.ts';

describe("the document's language", () => {
  it('follows the language, and is not written again when it already is the one shown', async () => {
    initI18n('en');
    await setLanguage('tr');
    expect(document.documentElement.lang).toBe('tr');

    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      writes.push(...records.map((record) => String(record.attributeName))),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    initI18n('tr');
    await setLanguage('tr');
    await Promise.resolve();
    expect(observer.takeRecords().length + writes.length).toBe(0);

    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(observer.takeRecords().length + writes.length).toBe(1);
    observer.disconnect();
  });
});
