import fs from 'node:fs/promises';

// The zip's own limits, shared by upload checks (platform/files/detect-type.ts) and the CV reader's
// worker: file-type tells a DOCX from a zip, but it reads no declared sizes.

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
