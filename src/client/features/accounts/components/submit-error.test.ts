import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/api/api-error.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { applySubmitError } from './submit-error.ts';

const weak = new ApiError(400, 'weak_password', 'This password is too easy to guess.', {
  fields: { password: 'validation.passwordStrength.warnings.common' },
  warning: 'validation.passwordStrength.warnings.common',
  suggestions: ['validation.passwordStrength.suggestions.anotherWord'],
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('applySubmitError for a guessable password', () => {
  it("puts the reason on the field and the advice in the banner, in the user's language", async () => {
    await i18next.changeLanguage('tr');
    const setError = vi.fn();
    const banner = applySubmitError(weak, i18next.t, setError);
    expect(setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'validation.passwordStrength.warnings.common',
    });
    expect(i18next.t('validation.passwordStrength.warnings.common')).toBe(
      'Bu, yaygın olarak kullanılan bir şifre.',
    );
    expect(banner).toBe(
      'Bu şifre kolay tahmin edilir. Lütfen başka bir şifre seçin. Daha az yaygın kelimeler ekleyin.',
    );
  });
});
