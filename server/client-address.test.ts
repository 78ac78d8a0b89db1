import { describe, expect, it } from 'vitest';
import { clientAddress, limitedClient, trustedProxies, trustedProxyProblem } from './client-address';

const loopback = trustedProxies(['loopback']);

describe('clientAddress', () => {
  it('is the connection’s peer when no proxy is trusted to speak for it, whatever the client wrote', () => {
    // npm start alone, reached from outside: Next appends the peer to the client's own header.
    expect(clientAddress('198.51.100.1, 203.0.113.7', undefined, loopback)).toBe('203.0.113.7');
    expect(clientAddress('1.2.3.4, 5.6.7.8, 203.0.113.7', undefined, loopback)).toBe('203.0.113.7');
    expect(clientAddress(null, '203.0.113.7', loopback)).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.1', '203.0.113.7', loopback)).toBe('203.0.113.7');
  });

  it('believes the hop a trusted proxy appended, and only that one', () => {
    // nginx on the same machine, which appends the client's address.
    expect(clientAddress('203.0.113.7, 127.0.0.1', undefined, loopback)).toBe('203.0.113.7');
    expect(clientAddress('spoofed, 203.0.113.7', '::1', loopback)).toBe('203.0.113.7');
    // Two load balancers on a private network.
    const lan = trustedProxies(['private', 'loopback']);
    expect(clientAddress('198.51.100.99, 203.0.113.7, 10.0.3.4', '10.0.0.2', lan)).toBe('203.0.113.7');
    // Only the load balancer's address, not its whole network.
    const one = trustedProxies(['10.0.0.2']);
    expect(clientAddress('198.51.100.99, 10.0.9.9', '10.0.0.2', one)).toBe('10.0.9.9');
    // A CIDR range of IPv6.
    expect(clientAddress('2001:db8::7', '2001:db8:ffff::1', trustedProxies(['2001:db8:ffff::/48']))).toBe('2001:db8:0:0::/64');
  });

  it('reads addresses as proxies write them: ports, brackets, IPv4-mapped IPv6', () => {
    expect(clientAddress('203.0.113.7:51234, 127.0.0.1', undefined, loopback)).toBe('203.0.113.7');
    expect(clientAddress('[2001:db8::7]:443', '::ffff:127.0.0.1', loopback)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(undefined, '::ffff:203.0.113.7', loopback)).toBe('203.0.113.7');
  });

  it('is the leftmost hop when every hop is a trusted proxy, and local when nothing says', () => {
    expect(clientAddress('127.0.0.2, 127.0.0.1', undefined, loopback)).toBe('127.0.0.2');
    expect(clientAddress(undefined, undefined, loopback)).toBe('local');
    expect(clientAddress(' , ', undefined, loopback)).toBe('local');
  });

  it('counts an IPv6 client by its /64, however the address is written, and an IPv4 one by its address', () => {
    // One host, 40 addresses of its /64 (the probe of 2026-11-27): one client.
    const keys = new Set(Array.from({ length: 40 }, (_, n) => clientAddress(`2001:db8:aa:bb:${n.toString(16)}::${n + 1}`, undefined, loopback)));
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(limitedClient('2001:DB8:AA:BB:0:0:0:1')).toBe('2001:db8:aa:bb::/64');
    expect(limitedClient('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(limitedClient('::1')).toBe('0:0:0:0::/64');
    expect(limitedClient('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(limitedClient('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitedClient('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8:aa:bb::1, 127.0.0.1', undefined, loopback)).toBe('2001:db8:aa:bb::/64');
  });

  it('trusts only the machine itself by default: a host of the private network is a client like any other', () => {
    const byDefault = trustedProxies(['loopback']);
    expect(clientAddress('203.0.113.7', '10.0.0.9', byDefault)).toBe('10.0.0.9');
    expect(clientAddress('203.0.113.7', '192.168.1.20', byDefault)).toBe('192.168.1.20');
  });

  it('keeps the key short whatever a hop says', () => {
    expect(clientAddress(`${'x'.repeat(500)}, 127.0.0.1`, undefined, loopback)).toHaveLength(64);
  });
});

describe('trustedProxyProblem', () => {
  it('accepts range names, addresses and CIDR ranges, and says what is wrong with the rest', () => {
    for (const entry of ['loopback', 'private', '10.0.0.2', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0']) expect(trustedProxyProblem(entry)).toBeNull();
    expect(trustedProxyProblem('lb.internal')).toMatch(/n’est ni une adresse IP, ni une plage CIDR/);
    expect(trustedProxyProblem('10.0.0.0/33')).toMatch(/le préfixe doit aller de 0 à 32/);
    expect(trustedProxyProblem('fd00::/129')).toMatch(/de 0 à 128/);
    expect(trustedProxyProblem('10.0.0.0/8/1')).toMatch(/n’est ni/);
    expect(trustedProxyProblem('10.0.0.0/x')).toMatch(/le préfixe/);
  });
});
