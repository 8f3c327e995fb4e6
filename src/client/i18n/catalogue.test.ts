import { describe, expect, it } from 'vitest';
import { resources } from '#shared/i18n/catalogue.ts';
import { ROUTES } from '#shared/routes.ts';
import { ERROR_CODES } from '#shared/schemas/common.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const en = leaves(resources.en.translation as unknown as Tree);
const tr = leaves(resources.tr.translation as unknown as Tree);

describe('catalogue', () => {
  it('has the same keys in English and Turkish, none empty', () => {
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of [...en, ...tr]) expect(text.trim(), key).not.toBe('');
  });

  it('keeps placeholders in translations', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of en)
      expect(placeholders(tr.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('labels every route and menu group', () => {
    for (const name of [
      ...Object.keys(ROUTES),
      'groupBackOffice',
      'groupLookups',
      'groupFinance',
    ]) {
      expect(en.has(`menu.${name}`), name).toBe(true);
    }
  });

  it('translates every server error code and every schema message', () => {
    for (const code of ERROR_CODES) expect(en.has(`errors.${code}`), code).toBe(true);
    for (const key of ['required', 'email', 'passwordRules', 'lettersOnly', 'tooLong']) {
      expect(en.has(`validation.${key}`), key).toBe(true);
    }
  });

  it('uses the spec texts word for word', () => {
    expect(en.get('pages.unauthorized.title')).toBe('Unauthorized Access');
    expect(en.get('pages.unauthorized.message')).toBe(
      "You don't have permission to access this page.",
    );
    expect(en.get('pages.notFound.title')).toBe('Page Not Found');
    expect(en.get('errors.loginFailed')).toBe('Login failed');
    expect(en.get('menu.jobOpenings')).toBe('My Dashboard');
  });
});
