import { addressKey } from './clientAddress';

describe('addressKey', () => {
  it('counts an IPv4 address alone, also when the socket reports it IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64 network', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('keeps anything else as it is', () => {
    expect(addressKey('')).toBe('unknown');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
