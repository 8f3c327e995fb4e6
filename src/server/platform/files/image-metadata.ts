import { crc32 } from 'node:zlib';
import { ByteWriter } from './byte-writer.ts';

/**
 * Pictures and logos are served to anyone, as uploaded: a phone's photo carries where it was taken
 * (EXIF GPS), the device and often a name in its metadata. This keeps what draws the picture (and
 * its colour profile and which way up it is) and drops the rest. It reads the
 * containers only, never decodes pixels, so it costs a pass over an upload already bounded in
 * size. A file whose structure does not hold together is refused rather than passed on.
 */

export class UnreadableImageError extends Error {}

export type ImageKind = 'png' | 'jpeg' | 'webp';

export const isImage = (kind: string | undefined): kind is ImageKind =>
  kind === 'png' || kind === 'jpeg' || kind === 'webp';

const unreadable = (why: string) => new UnreadableImageError(why);

export function withoutMetadata(bytes: Buffer, kind: ImageKind): Buffer {
  if (kind === 'png') return pngWithoutMetadata(bytes);
  if (kind === 'webp') return webpWithoutMetadata(bytes);
  return jpegWithoutMetadata(bytes);
}

/** A chunk's four-letter type as the number its bytes read big-endian: no string per chunk. */
const chunkCode = (name: string) => Buffer.from(name, 'latin1').readUInt32BE(0);
const chunkName = (bytes: Buffer, at: number) => bytes.toString('latin1', at, at + 4);

// PNG: the chunks that draw the picture, its colour and its animation; no text, time or EXIF.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_KEPT = new Set(
  [
    'IHDR',
    'PLTE',
    'IDAT',
    'IEND',
    'tRNS',
    'cHRM',
    'gAMA',
    'iCCP',
    'sBIT',
    'sRGB',
    'cICP',
    'mDCv',
    'cLLi',
    'pHYs',
    'bKGD',
    'hIST',
    'acTL',
    'fcTL',
    'fdAT',
  ].map((name) => chunkCode(name)),
);

/**
 * An eXIf chunk before the picture data is where browsers read which way up the picture is: its
 * Orientation tag alone is written back there when it is not upright.
 */
function pngWithoutMetadata(bytes: Buffer): Buffer {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw unreadable('no PNG signature');
  const kept = new ByteWriter(bytes.length + PNG_ORIENTATION_SIZE);
  kept.write(PNG_SIGNATURE);
  let orientation: number | null = null;
  let exifRead = false; // a PNG has one eXIf: later ones are not read (nor kept)
  let dataSeen = false;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.readUInt32BE(at + 4);
    const end = at + 12 + length;
    if (end > bytes.length)
      throw unreadable(`PNG chunk ${chunkName(bytes, at + 4)} runs past the end`);
    if (type === EXIF_CHUNK && !dataSeen && !exifRead) {
      exifRead = true;
      orientation = tiffOrientation(bytes.subarray(at + 8, end - 4));
    }
    if (type === IDAT && !dataSeen) {
      dataSeen = true;
      if (orientation !== null && orientation !== 1)
        kept.write(pngChunk('eXIf', orientationTiff(orientation)));
    }
    if (PNG_KEPT.has(type)) kept.copy(bytes, at, end);
    at = end;
    if (type === IEND) return kept.bytes();
  }
  throw unreadable('PNG without IEND');
}

const EXIF_CHUNK = chunkCode('eXIf');
const IDAT = chunkCode('IDAT');
const IEND = chunkCode('IEND');

/** An eXIf chunk of the Orientation tag alone: length, type, TIFF structure, CRC. */
const PNG_ORIENTATION_SIZE = 12 + 26;

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

// WebP: a RIFF container; the EXIF and XMP chunks go and the VP8X header stops announcing them,
// but for an EXIF of the Orientation tag alone, last as the format places it, when not upright.
const WEBP_KEPT = new Set(
  ['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP'].map((name) => chunkCode(name)),
);
const EXIF_WEBP = chunkCode('EXIF');
const VP8X = chunkCode('VP8X');
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function webpWithoutMetadata(bytes: Buffer): Buffer {
  if (
    bytes.length < 12 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WEBP'
  )
    throw unreadable('no WebP header');
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const kept = new ByteWriter(riffEnd + WEBP_ORIENTATION_SIZE);
  kept.write(bytes.subarray(0, 12)); // RIFF, its size (set below) and WEBP
  let flags: number | null = null;
  let orientation: number | null = null;
  let exifRead = false; // the first EXIF chunk only
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = bytes.readUInt32BE(at);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd)
      throw unreadable(`WebP chunk ${chunkName(bytes, at)} runs past the end`);
    if (type === EXIF_WEBP && !exifRead) {
      exifRead = true;
      orientation = tiffOrientation(withoutExifHeader(bytes.subarray(at + 8, at + 8 + size)));
    }
    if (WEBP_KEPT.has(type)) {
      const written = kept.copy(bytes, at, Math.min(end, riffEnd));
      if (type === VP8X && size > 0) {
        kept.setByte(written + 8, kept.byteAt(written + 8) & ~(VP8X_EXIF | VP8X_XMP));
        flags ??= written + 8;
      }
    }
    at = end;
  }
  if (kept.size === 12) throw unreadable('WebP without an image');
  if (flags !== null && orientation !== null && orientation !== 1) {
    kept.setByte(flags, kept.byteAt(flags) | VP8X_EXIF);
    // A last chunk of odd size whose padding the file lacks gets it, so the next one is read.
    if (kept.size % 2 === 1) kept.write(Buffer.alloc(1));
    kept.write(webpChunk('EXIF', orientationTiff(orientation)));
  }
  const file = kept.bytes();
  file.writeUInt32LE(file.length - 8, 4);
  return file;
}

/** An EXIF chunk of the Orientation tag alone (type, size, TIFF structure), and a pad before. */
const WEBP_ORIENTATION_SIZE = 1 + 8 + 26;

function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

// JPEG: segments up to each scan, the scans' data as they are, nothing after the end marker.
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;
const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

const JFIF = Buffer.from('JFIF\0', 'latin1');
const ADOBE = Buffer.from('Adobe', 'latin1');
const startsWith = (data: Buffer, prefix: Buffer) => data.subarray(0, prefix.length).equals(prefix);

/**
 * The JFIF header (APP0, its thumbnail cut off below), an ICC profile (APP2) and Adobe's colour
 * transform (APP14) are kept; other application segments and comments are not.
 */
function keptSegment(marker: number, bytes: Buffer, start: number, end: number): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > APP15) return true;
  // Only application segments are looked into: no slice for each of a million tables.
  const data = bytes.subarray(start, end);
  if (marker === APP0) return startsWith(data, JFIF) && data.length >= 14;
  if (marker === APP2) return startsWith(data, ICC_PROFILE);
  return marker === APP14 && startsWith(data, ADOBE);
}

/** A JFIF header without its thumbnail, which shows the picture as it was before any crop. */
function jfifWithoutThumbnail(segment: Buffer): Buffer {
  const header = new ByteWriter(JFIF_HEADER_SIZE);
  withoutThumbnail(header, header.copy(segment, 0, JFIF_HEADER_SIZE));
  return header.bytes();
}

/** Marker, length, identifier, version, units, density and the thumbnail's size (0 × 0). */
const JFIF_HEADER_SIZE = 18;

/** Sets the length and thumbnail size of a JFIF header written at `at`. */
function withoutThumbnail(out: ByteWriter, at: number) {
  out.setByte(at + 2, 0);
  out.setByte(at + 3, 16);
  out.setByte(at + 16, 0);
  out.setByte(at + 17, 0);
}

const isExif = (bytes: Buffer, start: number, end: number) =>
  end - start >= EXIF_HEADER.length &&
  bytes.compare(EXIF_HEADER, 0, EXIF_HEADER.length, start, start + EXIF_HEADER.length) === 0;

/**
 * What a browser shows of a JPEG is kept as a browser reads it: bytes between segments that are
 * no marker are skipped (libjpeg's "extraneous bytes before marker"), and a file cut off after its
 * picture data began ends there, as the part a browser draws. A file cut off before any picture
 * data, or whose segments do not hold together before it, is refused.
 */
function jpegWithoutMetadata(bytes: Buffer): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw unreadable('no JPEG start');
  // SOI and a JFIF header that comes first, then where an Orientation is written back, then the rest.
  const head: Buffer[] = [bytes.subarray(0, 2)];
  const rest = new ByteWriter(bytes.length + END_OF_IMAGE.length);
  let orientation: number | null = null;
  let exifRead = false;
  let scanned = false;
  const finished = () => {
    rest.write(END_OF_IMAGE);
    if (orientation !== null && orientation !== 1) head.push(orientationSegment(orientation));
    return Buffer.concat([...head, rest.bytes()]);
  };
  const cutOff = (why: string) => {
    if (scanned) return finished();
    throw unreadable(why);
  };
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      at += 1; // an extraneous byte
      continue;
    }
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff || marker === 0x00) {
      at += 1; // a fill byte, or a stray 0xFF
      continue;
    }
    if (marker === EOI) return finished();
    if (standalone(marker)) {
      at += 2; // a restart marker or TEM outside a scan means nothing: libjpeg skips it too
      continue;
    }
    if (at + 4 > bytes.length) return cutOff('JPEG segment cut short');
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2) throw unreadable('JPEG segment shorter than its header');
    if (end > bytes.length) return cutOff('JPEG segment runs past the end');
    if (marker === APP1 && !exifRead && isExif(bytes, at + 4, end)) {
      exifRead = true; // the first EXIF segment only
      orientation = exifOrientation(bytes.subarray(at + 4, end));
    }
    if (keptSegment(marker, bytes, at + 4, end)) {
      if (marker !== APP0) rest.copy(bytes, at, end);
      else if (head.length === 1 && rest.size === 0)
        head.push(jfifWithoutThumbnail(bytes.subarray(at, end)));
      else withoutThumbnail(rest, rest.copy(bytes, at, at + JFIF_HEADER_SIZE));
    }
    at = end;
    if (marker === SOS) {
      scanned = true;
      const scanEnd = endOfScan(bytes, at);
      rest.copy(bytes, at, scanEnd);
      at = scanEnd;
    }
  }
  return cutOff('JPEG without an end marker');
}

const END_OF_IMAGE = Buffer.from([0xff, EOI]);

/**
 * In a scan's data 0xFF is followed by 0x00 (a stuffed byte) or a restart marker, else a marker;
 * a scan cut off by the end of the file runs to it.
 */
function endOfScan(bytes: Buffer, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1] ?? 0;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return bytes.length;
}

/** An EXIF block as a WebP writer may store it, with or without JPEG's "Exif\0\0" before it. */
const withoutExifHeader = (data: Buffer) =>
  data.subarray(0, 6).equals(EXIF_HEADER) ? data.subarray(6) : data;

/** The Orientation tag of a JPEG's EXIF segment (APP1), or null. */
function exifOrientation(data: Buffer): number | null {
  if (!data.subarray(0, 6).equals(EXIF_HEADER)) return null;
  return tiffOrientation(data.subarray(6));
}

/** The EXIF Orientation tag (0x0112) of a TIFF structure's IFD0, 1 to 8, or null. */
function tiffOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) !== 0x0112) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** A TIFF structure holding the Orientation tag alone (big-endian, one IFD entry). */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

/** An APP1 EXIF segment holding the Orientation tag alone. */
export function orientationSegment(orientation: number): Buffer {
  const payload = Buffer.concat([EXIF_HEADER, orientationTiff(orientation)]);
  const head = Buffer.from([0xff, APP1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}
