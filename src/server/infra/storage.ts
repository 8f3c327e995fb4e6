import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';

/** Where uploaded and generated files live. Local disk by default; an S3 store can take its place. */
export interface FileStorage {
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** Rejects with a `code` of 'ENOENT' when there is no such file. */
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Invalid storage key ${key}`);
    return file;
  };
  return {
    async put(key, content) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.partial`;
      if (Buffer.isBuffer(content)) await fs.writeFile(temporary, content);
      else await pipeline(content, createWriteStream(temporary));
      await fs.rename(temporary, file);
    },
    async read(key) {
      // Opened here, so a missing file fails before any byte of an answer is sent.
      const handle = await fs.open(resolve(key), 'r');
      return handle.createReadStream();
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      return fs.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
