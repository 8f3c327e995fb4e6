import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  let address = ip.split('%')[0] ?? '';
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, embedded.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail].map((group) =>
    /^[0-9a-f]{1,4}$/i.test(group) ? Number.parseInt(group, 16) : Number.NaN,
  );
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * What per-address rate limits count a client by: an IPv4 address whole (written as IPv6 or
 * not), an IPv6 one by its /64. One subscriber, or one cloud machine, is given a whole /64: counted
 * by full address, a client could take 2^64 allowances of every per-address limit.
 */
export function addressKey(ip: string): string {
  return prefixKey(ip, 64);
}

/**
 * The wider network of an IPv6 client, its /48 (what a site or a tunnel broker is commonly given:
 * 65,536 /64s), or null for an IPv4 one. Limits counted by it take many /64s of one holder as one.
 */
export function networkKey(ip: string): string | null {
  const key = prefixKey(ip, 48);
  return key.endsWith('::/48') ? key : null;
}

function prefixKey(ip: string, prefix: 48 | 64): string {
  if (net.isIPv4(ip) || !net.isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const [a, b, c, d, e, f, g, h] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return `${g >> 8}.${g & 0xff}.${h >> 8}.${h & 0xff}`;
  const kept = prefix === 64 ? [a, b, c, d] : [a, b, c];
  return `${kept.map((group) => group.toString(16)).join(':')}::/${prefix}`;
}
