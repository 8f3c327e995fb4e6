import { Options } from '@zxcvbn-ts/core';
import { describe, expect, it } from 'vitest';
import { validation } from '#shared/i18n/validation.ts';
import { AppError } from '../http/errors.ts';
import { assertStrongPassword, passwordWeakness, personalInputs } from './password-strength.ts';

const COMMON = [
  'Admin123',
  'Summer2024',
  'Company1',
  'Aaaaaaa1',
  'Password1',
  'Welcome1',
  'Qwerty123',
  'Letmein1',
  'Football1',
  'Iloveyou1',
  'Monkey123',
  'Dragon123',
  'Sunshine1',
  'Princess1',
  'Abc12345',
  'Passw0rd',
  'Winter2025',
  'Istanbul1',
  'Ankara123',
  'Galatasaray1',
];

describe('password strength', () => {
  it.each(COMMON)('refuses %s although it meets the format rules', (password) => {
    expect(passwordWeakness(password, [])).not.toBeNull();
  });

  it('accepts long unusual passphrases', () => {
    for (const password of ['Sunny-Rivers-42', 'Harbour-Lights-7', 'Copper-Kettle-Lagoon-9'])
      expect(passwordWeakness(password, [])).toBeNull();
  });

  it("counts the person's name and e-mail against the password", () => {
    const inputs = personalInputs(['Mert', 'Zorbanek', 'mert.zorbanek@example.test']);
    expect(inputs).toEqual(expect.arrayContaining(['zorbanek', 'mert.zorbanek@example.test']));
    expect(passwordWeakness('Zorbanek2024!', [])).toBeNull();
    expect(passwordWeakness('Zorbanek2024!', inputs)).not.toBeNull();
  });

  it('answers weak_password with i18n keys for the field, the warning and the suggestions', () => {
    const error = (() => {
      try {
        assertStrongPassword('Password1', [], 'newPassword');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'weak_password',
      details: {
        fields: { newPassword: 'validation.passwordStrength.warnings.common' },
        warning: 'validation.passwordStrength.warnings.common',
        suggestions: expect.arrayContaining([
          'validation.passwordStrength.suggestions.anotherWord',
        ]),
      },
    });
  });

  it('has an English and a Turkish text for every warning and suggestion zxcvbn can give', () => {
    const ids = new Options().translations;
    for (const catalogue of [validation.en, validation.tr]) {
      const texts = catalogue.passwordStrength;
      for (const id of Object.keys(ids.warnings))
        expect(texts.warnings[id as keyof typeof texts.warnings], id).toBeTruthy();
      for (const id of Object.keys(ids.suggestions))
        expect(texts.suggestions[id as keyof typeof texts.suggestions], id).toBeTruthy();
    }
    expect(validation.tr.passwordStrength.warnings.common).not.toBe(
      validation.en.passwordStrength.warnings.common,
    );
  });
});
