import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGES } from '#server/db/seed/data/demo-images.generated.ts';
import {
  orientationSegment,
  orientationTiff,
  UnreadableImageError,
  withoutMetadata,
} from './image-metadata.ts';

// A 1×1 transparent PNG: IHDR, IDAT, IEND.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SECRET = 'GPS 41.0082N 28.9784E Ada Lovelace iPhone';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, latin1(type), data, Buffer.alloc(4)]); // CRC not checked here
}

function webpChunk(type: string, data: Buffer) {
  return Buffer.concat([latin1(type), u32le(data.length), data, Buffer.alloc(data.length % 2)]);
}

/** A WebP file of the given chunks (each already with its header). */
function webpFile(...chunks: Buffer[]) {
  const body = Buffer.concat([latin1('WEBP'), ...chunks]);
  return Buffer.concat([latin1('RIFF'), u32le(body.length), body]);
}

function jpegSegment(marker: number, data: Buffer) {
  return Buffer.concat([Buffer.from([0xff, marker]), u16be(data.length + 2), data]);
}

/** An EXIF APP1 payload (little-endian) with Orientation and a text tag carrying the secret. */
function exifPayload(orientation: number) {
  const text = latin1(`${SECRET}\0`);
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x010f, 10); // Make, ASCII, stored after the IFD
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(text.length, 14);
  tiff.writeUInt32LE(tiff.length, 18);
  tiff.writeUInt16LE(0x0112, 22); // Orientation, SHORT
  tiff.writeUInt16LE(3, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt16LE(orientation, 30);
  return Buffer.concat([latin1('Exif\0\0'), tiff, text]);
}

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const JFIF = jpegSegment(0xe0, latin1('JFIF\0\x01\x02\0\0\x01\0\x01\0\0'));
const ICC = jpegSegment(0xe2, latin1('ICC_PROFILE\0\x01\x01profile bytes'));
const DQT = jpegSegment(0xdb, Buffer.alloc(65, 1));
const SOS = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]));
// Scan data: a stuffed 0xFF (FF 00) and a restart marker (FF D0) belong to it.
const SCAN = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);

function jpeg(orientation: number | null) {
  return Buffer.concat([
    SOI,
    JFIF,
    ...(orientation === null ? [] : [jpegSegment(0xe1, exifPayload(orientation))]),
    jpegSegment(0xe1, latin1(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SECRET}</x:xmpmeta>`)),
    ICC,
    jpegSegment(0xfe, latin1(SECRET)),
    DQT,
    SOS,
    SCAN,
    EOI,
    latin1(`appended after the end: ${SECRET}`),
  ]);
}

describe('pictures without their metadata', () => {
  it('PNG: keeps the chunks that draw it, drops text, time and EXIF', () => {
    const iend = PNG.length - 12;
    const tagged = Buffer.concat([
      PNG.subarray(0, iend),
      pngChunk('tEXt', latin1(`Comment\0${SECRET}`)),
      pngChunk('eXIf', exifPayload(1).subarray(6)),
      pngChunk('tIME', Buffer.alloc(7)),
      PNG.subarray(iend),
      latin1(SECRET),
    ]);
    expect(withoutMetadata(tagged, 'png').equals(PNG)).toBe(true);
  });

  it('PNG: writes back the Orientation alone, before the picture data, when not upright', () => {
    const idat = PNG.indexOf('IDAT') - 4;
    const tagged = (orientation: number, before: boolean) =>
      Buffer.concat([
        PNG.subarray(0, idat),
        before ? pngChunk('eXIf', exifPayload(orientation).subarray(6)) : Buffer.alloc(0),
        PNG.subarray(idat, PNG.length - 12),
        before ? Buffer.alloc(0) : pngChunk('eXIf', exifPayload(orientation).subarray(6)),
        PNG.subarray(PNG.length - 12),
      ]);
    const clean = withoutMetadata(tagged(6, true), 'png');
    expect(clean.toString('latin1')).not.toContain('GPS');
    const tiff = orientationTiff(6);
    const chunk = Buffer.concat([u32be(tiff.length), latin1('eXIf'), tiff]);
    const withCrc = Buffer.concat([chunk, u32be(crc32(chunk.subarray(4)))]);
    expect(clean.equals(Buffer.concat([PNG.subarray(0, idat), withCrc, PNG.subarray(idat)]))).toBe(
      true,
    );
    // Upright, or after the picture data where browsers do not read it: nothing is kept.
    expect(withoutMetadata(tagged(1, true), 'png').equals(PNG)).toBe(true);
    expect(withoutMetadata(tagged(6, false), 'png').equals(PNG)).toBe(true);
  });

  it('JPEG: drops EXIF, XMP, comments and what follows the end, keeps the colour profile and the scan', () => {
    const clean = withoutMetadata(jpeg(6), 'jpeg');
    expect(clean.toString('latin1')).not.toContain('GPS');
    expect(clean.toString('latin1')).not.toContain('Ada');
    // Which way up the photo is stays: a phone's portrait photo would otherwise lie on its side.
    expect(
      clean.equals(Buffer.concat([SOI, JFIF, orientationSegment(6), ICC, DQT, SOS, SCAN, EOI])),
    ).toBe(true);
    // Upright, or no EXIF at all: nothing is added.
    const expected = Buffer.concat([SOI, JFIF, ICC, DQT, SOS, SCAN, EOI]);
    expect(withoutMetadata(jpeg(1), 'jpeg').equals(expected)).toBe(true);
    expect(withoutMetadata(jpeg(null), 'jpeg').equals(expected)).toBe(true);
  });

  it('JPEG: cuts the JFIF thumbnail (the picture before a crop), drops JFXX and foreign APP14', () => {
    const withThumbnail = jpegSegment(
      0xe0,
      Buffer.concat([latin1('JFIF\0\x01\x02\0\0\x01\0\x01\x01\x01'), latin1('RGB')]),
    );
    const jfxx = jpegSegment(0xe0, latin1(`JFXX\0\x13${SECRET}`));
    const notAdobe = jpegSegment(0xee, latin1(`Other${SECRET}`));
    const adobe = jpegSegment(0xee, latin1('Adobe\0\x64\0\0\0\0\x01'));
    const clean = withoutMetadata(
      Buffer.concat([SOI, withThumbnail, jfxx, notAdobe, adobe, DQT, SOS, SCAN, EOI]),
      'jpeg',
    );
    expect(clean.equals(Buffer.concat([SOI, JFIF, adobe, DQT, SOS, SCAN, EOI]))).toBe(true);
  });

  it('WebP: drops the EXIF and XMP chunks and stops announcing them', () => {
    const original = Buffer.from(Object.values(DEMO_IMAGES)[0] ?? '', 'base64');
    expect(original.toString('latin1', 12, 16)).toBe('VP8X');
    const body = Buffer.from(original.subarray(12));
    body[8] = (body[8] ?? 0) | 0x08 | 0x04;
    const xmp = latin1(`<x:xmpmeta>${SECRET}</x:xmpmeta>`); // odd length: padded
    const tagged = webpFile(
      body,
      webpChunk('EXIF', exifPayload(1).subarray(6)),
      webpChunk('XMP ', xmp),
    );
    expect(withoutMetadata(tagged, 'webp').equals(original)).toBe(true);
  });

  it('WebP: keeps the Orientation alone, last, and announces it, when not upright', () => {
    const original = Buffer.from(Object.values(DEMO_IMAGES)[0] ?? '', 'base64');
    const body = Buffer.from(original.subarray(12));
    body[8] = (body[8] ?? 0) | 0x08;
    // Some writers keep JPEG's "Exif\0\0" before the TIFF structure; both are read.
    for (const exif of [exifPayload(8), exifPayload(8).subarray(6)]) {
      const clean = withoutMetadata(webpFile(body, webpChunk('EXIF', exif)), 'webp');
      expect(clean.toString('latin1')).not.toContain('GPS');
      const expected = webpFile(body, webpChunk('EXIF', orientationTiff(8)));
      expect(clean.equals(expected)).toBe(true);
    }
  });

  it('JPEG: keeps what a browser shows of a file with stray bytes or cut off in its picture data', () => {
    const strayBytes = Buffer.concat([SOI, JFIF, latin1('\x00\x01stray'), DQT, SOS, SCAN, EOI]);
    expect(
      withoutMetadata(strayBytes, 'jpeg').equals(Buffer.concat([SOI, JFIF, DQT, SOS, SCAN, EOI])),
    ).toBe(true);
    const exif = jpegSegment(0xe1, exifPayload(6));
    const upright = Buffer.concat([SOI, JFIF, orientationSegment(6), DQT, SOS, SCAN, EOI]);
    for (const cutOff of [
      Buffer.concat([SOI, JFIF, exif, DQT, SOS, SCAN]),
      Buffer.concat([SOI, JFIF, exif, DQT, SOS, SCAN, Buffer.from([0xff, 0xc4, 0x00])]),
      Buffer.concat([
        SOI,
        JFIF,
        exif,
        DQT,
        SOS,
        SCAN,
        jpegSegment(0xc4, Buffer.alloc(30)).subarray(0, 12),
      ]),
    ]) {
      const clean = withoutMetadata(cutOff, 'jpeg');
      expect(clean.equals(upright), clean.toString('hex')).toBe(true);
      expect(clean.toString('latin1')).not.toContain('GPS');
    }
  });

  it('JPEG: drops restart markers outside a scan, as libjpeg skips them, however many', () => {
    const markers = Buffer.alloc(200_000);
    for (let at = 0; at < markers.length; at += 2) markers.set([0xff, 0xd0 + ((at / 2) % 8)], at);
    const clean = withoutMetadata(
      Buffer.concat([SOI, JFIF, markers, DQT, markers, SOS, SCAN, EOI]),
      'jpeg',
    );
    expect(clean.equals(Buffer.concat([SOI, JFIF, DQT, SOS, SCAN, EOI]))).toBe(true);
  });

  it('WebP: pads a last chunk that lacks its padding before the Orientation written after it', () => {
    const original = Buffer.from(Object.values(DEMO_IMAGES)[0] ?? '', 'base64');
    const body = Buffer.from(original.subarray(12));
    body[8] = (body[8] ?? 0) | 0x08;
    const odd = Buffer.concat([latin1('ICCP'), u32le(3), latin1('abc')]); // its pad byte missing
    const clean = withoutMetadata(webpFile(body, webpChunk('EXIF', exifPayload(6)), odd), 'webp');
    const expected = webpFile(body, odd, Buffer.alloc(1), webpChunk('EXIF', orientationTiff(6)));
    expect(clean.equals(expected)).toBe(true);
  });

  it('PNG: reads the one eXIf a PNG has, not a later one', () => {
    const idat = PNG.indexOf('IDAT') - 4;
    const twice = Buffer.concat([
      PNG.subarray(0, idat),
      pngChunk('eXIf', exifPayload(1).subarray(6)),
      pngChunk('eXIf', exifPayload(6).subarray(6)),
      PNG.subarray(idat),
    ]);
    expect(withoutMetadata(twice, 'png').equals(PNG)).toBe(true);
  });

  it('refuses a file whose structure does not hold together', () => {
    const cut = (bytes: Buffer, length: number) => bytes.subarray(0, length);
    for (const [bytes, kind] of [
      [cut(PNG, PNG.length - 20), 'png'],
      [Buffer.concat([SOI, JFIF, DQT]), 'jpeg'],
      [Buffer.concat([SOI, Buffer.from([0xff, 0xe1, 0xff, 0xff, 1, 2])]), 'jpeg'],
      [Buffer.concat([SOI, latin1('no marker here')]), 'jpeg'],
      [latin1('RIFF\x20\0\0\0WEBPVP8 \xff\xff\0\0'), 'webp'],
      [latin1('RIFF\x04\0\0\0WEBP'), 'webp'],
    ] as const)
      expect(() => withoutMetadata(bytes, kind), `${kind} ${bytes.length}`).toThrow(
        UnreadableImageError,
      );
  });
});
