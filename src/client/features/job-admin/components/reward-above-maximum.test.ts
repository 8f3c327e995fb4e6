import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errors } from '#shared/i18n/errors.ts';
import { jobAdmin } from '#shared/i18n/job-admin.ts';
import { ApiError } from '#client/api/api-error.ts';
import { rewardAboveMaximumText } from './reward-above-maximum.ts';

async function translator(lng: 'en' | 'tr') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: {
      en: { translation: { errors: errors.en, jobAdmin: jobAdmin.en } },
      tr: { translation: { errors: errors.tr, jobAdmin: jobAdmin.tr } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const refusal = (details: unknown) =>
  new ApiError(400, 'reward_above_maximum', 'The reward must not be above 50,000 USD', details);
const detail = { path: 'reward', message: 'reward_above_maximum', max: 50_000, currency: 'USD' };

describe('rewardAboveMaximumText', () => {
  it('names the maximum and the currency in the reader’s language', async () => {
    expect(rewardAboveMaximumText(refusal([detail]), await translator('en'), 'en')).toBe(
      'The reward must not be above 50,000 USD',
    );
    expect(rewardAboveMaximumText(refusal([detail]), await translator('tr'), 'tr')).toBe(
      'Ödül en fazla 50.000 USD olabilir',
    );
  });

  it('falls back to the code’s text without details, and ignores other errors', async () => {
    const t = await translator('en');
    expect(rewardAboveMaximumText(refusal(undefined), t, 'en')).toBe(
      'The reward is above the maximum allowed for its currency.',
    );
    expect(rewardAboveMaximumText(new ApiError(400, 'validation_failed', 'x'), t, 'en')).toBe(null);
  });
});
