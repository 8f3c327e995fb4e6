import { describe, expect, it } from 'vitest';
import { linkedinKey, parseLinkedin, referNewRequestSchema, toE164 } from './referrals.ts';

describe('LinkedIn input rules', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe/', 'jane-doe'],
    ['http://linkedin.com/in/jane_doe?trk=x', 'jane_doe'],
    ['www.linkedin.com/in/JaneDoe', 'JaneDoe'],
    ['tr.linkedin.com/in/ayşe-k/', 'ayşe-k'],
    ['@jane-doe', 'jane-doe'],
    ['jane-doe', 'jane-doe'],
  ])('reads %s as the stored form linkedin.com/in/%s/', (input, name) => {
    expect(parseLinkedin(input)).toEqual({ ok: true, name, value: `linkedin.com/in/${name}/` });
  });

  it('names the rule broken: required, URL or username', () => {
    expect(parseLinkedin('  ')).toEqual({ ok: false, error: 'required' });
    expect(parseLinkedin('https://example.com/in/jane')).toEqual({ ok: false, error: 'url' });
    expect(parseLinkedin('linkedin.com/company/acme')).toEqual({ ok: false, error: 'url' });
    expect(parseLinkedin('jane doe!')).toEqual({ ok: false, error: 'username' });
  });

  it('compares people case-insensitively, without protocol or trailing slash', () => {
    expect(linkedinKey('HTTPS://WWW.LinkedIn.com/in/Jane-Doe/')).toBe('linkedin.com/in/jane-doe');
    expect(linkedinKey('not a profile!')).toBeNull();
  });
});

describe('phone rule', () => {
  it('is valid only when the parser accepts the number for the country with 4+ digits', () => {
    expect(toE164('07912 345678', 'GB')).toBe('+447912345678');
    expect(toE164('+90 532 123 45 67')).toBe('+905321234567');
    expect(toE164('', 'GB')).toBeNull();
    expect(toE164('123', 'GB')).toBeNull();
    expect(toE164('12', 'TR')).toBeNull();
  });
});

describe('refer request', () => {
  it('gives the spec messages as i18n keys', () => {
    const result = referNewRequestSchema.safeParse({
      mode: 'new',
      jobId: '0'.repeat(32),
      firstname: '',
      lastname: 'Doe1',
      email: '',
      mobile: '',
      linkedinPage: '',
      term1Accepted: false,
      term2Accepted: true,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      firstname: 'referrals.validation.name',
      lastname: 'referrals.validation.name',
      email: 'referrals.validation.emailRequired',
      mobile: 'referrals.validation.phoneRequired',
      linkedinPage: 'referrals.validation.linkedinUrl',
      term1Accepted: 'referrals.validation.terms',
    });
  });
});
