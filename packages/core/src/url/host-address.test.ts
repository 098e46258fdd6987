import { describe, expect, it } from 'vitest';
import { hostKind, isLoopbackHost } from './host-address.js';

describe('hostKind', () => {
  it('tells names from IPv4 and IPv6 addresses', () => {
    expect(hostKind('example.com')).toBe('domain');
    expect(hostKind('1.2.3.example')).toBe('domain');
    expect(hostKind('10.0.0.1')).toBe('ipv4');
    expect(hostKind('[2001:db8::1]')).toBe('ipv6');
  });
});

describe('isLoopbackHost', () => {
  it('knows localhost, *.localhost, 127/8, ::1 and IPv4-mapped 127/8', () => {
    for (const host of ['localhost', 'localhost.', 'app.localhost', '127.0.0.1', '127.255.0.9', '[::1]', '[::ffff:7f00:1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
  });

  it('does not mistake look-alike names and other addresses for loopback', () => {
    for (const host of ['localhost.example', 'notlocalhost', '128.0.0.1', '10.127.0.1', '[::2]', '[::ffff:a00:1]']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
