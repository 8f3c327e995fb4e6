import { inflateBounded } from './bounded-inflate.ts';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function endOfDirectory(data: Buffer): number {
  for (let at = data.length - 22; at >= Math.max(0, data.length - 65_557); at--)
    if (data.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/**
 * True when the zip's entries inflate to at most `cap` bytes in total, measured by inflating
 * each entry (as a reader would, from its local header) with a running count that stops at the
 * cap; the sizes the central directory declares are never trusted. Entries that share data are
 * counted once per entry, as a reader would inflate them. Encrypted or unknown methods: false.
 */
export async function zipInflatedSizeWithin(data: Buffer, cap: number): Promise<boolean> {
  const eocd = endOfDirectory(data);
  if (eocd < 0) return false;
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  let budget = cap;
  for (let index = 0; index < count; index++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return false;
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const local = data.readUInt32LE(at + 42);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (flags & 1 || local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) return false;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (method === 0) budget -= Math.min(compressed, Math.max(0, data.length - start));
    else if (method === 8) {
      const result = await inflateBounded(data.subarray(start), { raw: true, limit: budget });
      if (result.status !== 'ok') return false;
      budget -= result.bytes;
    } else return false;
    if (budget < 0) return false;
  }
  return true;
}
