/**
 * Who is asking, for per-client limits. Anyone can write an X-Forwarded-For header, so only the
 * hops appended by proxies we trust (TRUSTED_PROXIES) are believed: the chain is read from the
 * right (the connection's own peer last) and the first address that is not a trusted proxy is the
 * client. Next's server appends the peer to the header (scripts/patch-next.mjs), as a proxy does;
 * the standalone v1 server passes it here.
 */
import { BlockList, isIP } from 'node:net';

/** Names usable in TRUSTED_PROXIES for common ranges. */
export const TRUSTED_PROXY_RANGES: Record<string, string[]> = {
  /** a proxy on the same machine (nginx, the site in front of a standalone v1) */
  loopback: ['127.0.0.0/8', '::1/128'],
  /** a load balancer on a private network */
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const UNKNOWN_CLIENT = 'local';

/** What is wrong with an entry of TRUSTED_PROXIES (a range name, an address or a CIDR range), or null. */
export function trustedProxyProblem(entry: string): string | null {
  if (entry in TRUSTED_PROXY_RANGES) return null;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return `« ${entry} » n’est ni une adresse IP, ni une plage CIDR, ni ${Object.keys(TRUSTED_PROXY_RANGES).join(' ni ')}`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && bits <= max ? null : `« ${entry} » : le préfixe doit aller de 0 à ${max}`;
}

/** The set of trusted proxy addresses; the entries must be valid (trustedProxyProblem). */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((name) => TRUSTED_PROXY_RANGES[name] ?? [name])) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** A hop as proxies write it, as a plain address: without port, brackets or IPv4-mapped prefix. */
function plainAddress(hop: string): string {
  let address = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return address;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The eight groups of an IPv6 address, written in full ('2001:db8::1' → 2001, db8, 0, …, 1); null if it is none. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  // An IPv4 address at its end (64:ff9b::198.51.100.7) is its last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (groups: string) => (groups ? groups.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Whom a limit counts: an IPv4 address as it is, an IPv6 address by its /64. A host (a home, a
 * phone, a server) is given a whole /64 and can use any address in it: counted per address, it
 * would get a new budget per address (40 addresses, 40 times the contact limit).
 */
export function limitedClient(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address from X-Forwarded-For and the connection's peer (when the caller has it and
 * it is not in the header already): the rightmost hop that is not a trusted proxy, or the leftmost
 * when all are, as limits count it (limitedClient). `local` when nothing says (an in-process call
 * without a header).
 */
export function clientAddress(forwardedFor: string | null | undefined, peer: string | undefined, trusted: BlockList): string {
  const hops = (forwardedFor ?? '').split(',').map(plainAddress).filter(Boolean);
  if (peer) hops.push(plainAddress(peer));
  for (let index = hops.length - 1; index >= 0; index--) {
    // Bounded: a limiter key stays small whatever a proxy wrote.
    if (!isTrusted(hops[index]!, trusted)) return limitedClient(hops[index]!).slice(0, 64);
  }
  return hops[0] ? limitedClient(hops[0]) : UNKNOWN_CLIENT;
}
