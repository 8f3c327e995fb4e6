import fs from 'node:fs/promises';

/** What an uploaded file really is, from its first bytes (never from its name or declared type). */
export type DetectedType = {
  kind: 'pdf' | 'doc' | 'docx' | 'png' | 'jpeg' | 'webp';
  mime: string;
  extension: string;
};

export const CV_TYPES = ['pdf', 'doc', 'docx'] as const;
export const IMAGE_TYPES = ['png', 'jpeg', 'webp'] as const;

const starts = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

/** Limits that a real CV never reaches and a zip bomb always does. */
export const ZIP_LIMITS = { maxEntries: 2000, maxUncompressedBytes: 100 * 1024 * 1024 } as const;

export type ZipSummary = { entries: string[]; uncompressedBytes: number } | null;

/**
 * Reads a zip's central directory (names and declared sizes) without inflating anything.
 * Null when the file is not a well-formed zip, is a ZIP64 archive, or passes ZIP_LIMITS.
 * Declared sizes can lie: the CV reader measures the real ones while inflating, in its worker
 * (infra/cv-reader/zip-inflated-size.ts), before anything reads the entries.
 */
export async function inspectZip(file: string): Promise<ZipSummary> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return null;
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff) return null;
    if (count > ZIP_LIMITS.maxEntries || directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries: string[] = [];
    let uncompressedBytes = 0;
    let at = 0;
    for (let index = 0; index < count; index++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
      const uncompressed = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      if (uncompressed === 0xffffffff) return null;
      uncompressedBytes += uncompressed;
      entries.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    if (uncompressedBytes > ZIP_LIMITS.maxUncompressedBytes) return null;
    return { entries, uncompressedBytes };
  } finally {
    await handle.close();
  }
}

/** The type of a stored temporary file by magic bytes; a DOCX must be a sane zip holding word/. */
export async function detectType(head: Buffer, file: string): Promise<DetectedType | null> {
  if (starts(head, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' };
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { kind: 'doc', mime: 'application/msword', extension: 'doc' };
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) {
    const zip = await inspectZip(file);
    if (zip?.entries.includes('word/document.xml'))
      return {
        kind: 'docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        extension: 'docx',
      };
    return null;
  }
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'png', mime: 'image/png', extension: 'png' };
  if (starts(head, [0xff, 0xd8, 0xff]))
    return { kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' };
  if (starts(head, [0x52, 0x49, 0x46, 0x46]) && starts(head, [0x57, 0x45, 0x42, 0x50], 8))
    return { kind: 'webp', mime: 'image/webp', extension: 'webp' };
  return null;
}
