import { describe, expect, it } from 'vitest';
import { emailKey, personKeys } from './person-keys.ts';

describe('person keys', () => {
  it.each([
    ['Jane.Doe+jobs@Gmail.com', 'janedoe@gmail.com'],
    ['j.a.n.e.doe@googlemail.com', 'janedoe@gmail.com'],
    ['jane+cv@outlook.com', 'jane@outlook.com'],
    ['jane.doe@outlook.com', 'jane.doe@outlook.com'],
    ['jane+cv@icloud.com', 'jane@icloud.com'],
    ['jane+cv@example.test', 'jane+cv@example.test'],
    ['Jane.Doe@Example.TEST', 'jane.doe@example.test'],
    [' jane@example.test ', 'jane@example.test'],
  ])('reads %s as the mailbox %s', (input, key) => {
    expect(emailKey(input)).toBe(key);
  });

  it.each(['', '   ', 'no-at-sign', '@example.test', 'jane@', '+tag@gmail.com', null, undefined])(
    'has no mailbox for %j',
    (input) => {
      expect(emailKey(input)).toBeNull();
    },
  );

  it('keys a phone as E.164 and a LinkedIn page by its lower-case name', () => {
    expect(
      personKeys({
        mobile: '+90 (532) 123-45-67',
        linkedinPage: 'https://www.linkedin.com/in/Jane-Doe/',
      }),
    ).toEqual({ email: null, phone: '+905321234567', linkedin: 'linkedin.com/in/jane-doe' });
    expect(personKeys({ mobile: 'call me' }).phone).toBeNull();
  });
});
