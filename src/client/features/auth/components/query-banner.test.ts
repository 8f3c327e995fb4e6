import { describe, expect, it } from 'vitest';
import { bannerText } from './query-banner.tsx';

describe('login query banner', () => {
  it('turns hyphens into spaces and capitalises every word', () => {
    expect(bannerText('session-expired-please-login-again')).toBe(
      'Session Expired Please Login Again',
    );
    expect(bannerText('şifre-değişti')).toBe('Şifre Değişti');
  });
});
