/**
 * The PDF filters besides Flate that can enlarge data, decoded with a size limit: ASCIIHex and
 * ASCII85 (whose `z` turns one byte into four) and RunLength (two bytes into 128). Each returns
 * null once its output would pass `limit`. Decoding stops at the filter's end marker.
 */
export type TextFilter = 'AHx' | 'A85' | 'RL';

const isSpace = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d) || byte === 0;

function asciiHex(data: Uint8Array, limit: number): Buffer | null {
  const out = Buffer.alloc(Math.min(limit + 1, Math.ceil(data.length / 2)));
  let length = 0;
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    if (isSpace(byte)) continue;
    const digit = Number.parseInt(String.fromCharCode(byte), 16);
    if (Number.isNaN(digit)) continue;
    if (high < 0) high = digit;
    else {
      if (length >= limit) return null;
      out[length++] = high * 16 + digit;
      high = -1;
    }
  }
  if (high >= 0 && length < out.length) out[length++] = high * 16;
  return out.subarray(0, length);
}

function ascii85(data: Uint8Array, limit: number): Buffer | null {
  const out = Buffer.alloc(Math.min(limit, data.length * 4) + 4);
  const group: number[] = [];
  let length = 0;
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count; i++) out[length++] = Math.floor(value / 256 ** (3 - i)) % 256;
    group.length = 0;
  };
  for (const byte of data) {
    if (byte === 0x7e) break;
    if (isSpace(byte)) continue;
    if (length + 4 > limit) return null;
    if (byte === 0x7a && group.length === 0) length += 4;
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return out.subarray(0, length);
}

function runLength(data: Uint8Array, limit: number): Buffer | null {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let at = 0; at < data.length;) {
    const code = data[at++] ?? 128;
    if (code === 128) break;
    const run = code < 128 ? data.subarray(at, at + code + 1) : null;
    const size = run ? run.length : 257 - code;
    length += size;
    if (length > limit) return null;
    chunks.push(run ?? Buffer.alloc(size, data[at] ?? 0));
    at += run ? run.length : 1;
  }
  return Buffer.concat(chunks);
}

export function decodeTextFilter(
  filter: TextFilter,
  data: Uint8Array,
  limit: number,
): Buffer | null {
  if (filter === 'AHx') return asciiHex(data, limit);
  if (filter === 'A85') return ascii85(data, limit);
  return runLength(data, limit);
}
