import { describe, expect, it } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';

const t = i18next.t.bind(i18next);

describe('errorMessage', () => {
  it('translates known codes, else shows the server message, else the fallback', () => {
    expect(errorMessage(new ApiError(429, 'rate_limited', 'Slow down'), t)).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(errorMessage(new ApiError(409, 'duplicate_referral', 'Already referred'), t)).toBe(
      'Already referred',
    );
    expect(errorMessage(new ApiError(418, 'unknown', ''), t, 'errors.loginFailed')).toBe(
      'Login failed',
    );
    expect(errorMessage(new Error('boom'), t)).toBe('An error occurred, please try again later');
  });

  it('a refusal gives its own reason (the server writes it in the caller’s language)', () => {
    expect(errorMessage(new ApiError(409, 'conflict', 'Bu işe alım zaten onaylandı'), t)).toBe(
      'Bu işe alım zaten onaylandı',
    );
    expect(errorMessage(new ApiError(409, 'conflict', ''), t)).toBe(
      'This change conflicts with existing data. Please refresh and try again.',
    );
  });

  it('says when a limit lets the person try again, in their language', async () => {
    const limited = (seconds: number) =>
      new ApiError(429, 'rate_limited', 'Too many', { retryAfterSeconds: seconds });
    expect(errorMessage(limited(2520), t)).toBe(
      'The limit has been reached. You can try again in 42 minutes.',
    );
    expect(errorMessage(limited(30), t)).toBe(
      'The limit has been reached. You can try again in 30 seconds.',
    );
    expect(errorMessage(limited(5400), t)).toBe(
      'The limit has been reached. You can try again in 2 hours.',
    );
    await i18next.changeLanguage('tr');
    expect(errorMessage(limited(2520), t)).toBe(
      'Sınıra ulaşıldı. 42 dakika sonra yeniden deneyebilirsiniz.',
    );
    await i18next.changeLanguage('en');
  });

  it('follows the language', async () => {
    await i18next.changeLanguage('tr');
    expect(errorMessage(new ApiError(401, 'invalid_credentials', 'x'), t)).toBe(
      'E-posta adresi veya şifre hatalı.',
    );
    await i18next.changeLanguage('en');
  });

  it('an answer that does not match its schema says so in the spec’s words, not in English only', async () => {
    const mismatch = new ApiError(200, 'invalid_response', 'Unexpected response from server');
    expect(errorMessage(mismatch, t)).toBe('No data returned from the server. Please try again.');
    await i18next.changeLanguage('tr');
    expect(errorMessage(mismatch, t)).toBe('Sunucudan veri gelmedi. Lütfen tekrar deneyin.');
    await i18next.changeLanguage('en');
  });
});
