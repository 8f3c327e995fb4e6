import { describe, expect, it } from 'vitest';
import { addressKey, networkKey } from './address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address whole, written either way', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, and other /64s apart', () => {
    const one = addressKey('2001:db8:85a3:42::1');
    expect(one).toBe('2001:db8:85a3:42::/64');
    for (const same of [
      '2001:db8:85a3:42:ffff:ffff:ffff:fffe',
      '2001:0db8:85a3:0042:0000:0000:0000:0002',
      '2001:DB8:85A3:42:1:2:3:4%eth0',
      '2001:db8:85a3:42::10.0.0.1',
    ])
      expect(addressKey(same), same).toBe(one);
    expect(addressKey('2001:db8:85a3:43::1')).not.toBe(one);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('names the /48 of an IPv6 client as its network, and no network for IPv4', () => {
    expect(networkKey('2001:db8:85a3:42::1')).toBe('2001:db8:85a3::/48');
    expect(networkKey('2001:db8:85a3:ffff:1::1')).toBe('2001:db8:85a3::/48');
    expect(networkKey('2001:db8:85a4::1')).toBe('2001:db8:85a4::/48');
    expect(networkKey('203.0.113.7')).toBeNull();
    expect(networkKey('::ffff:203.0.113.7')).toBeNull();
  });

  it('passes anything that is not an address through unchanged', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });
});
