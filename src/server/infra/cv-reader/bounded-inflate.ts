import zlib from 'node:zlib';

export type InflateResult = {
  /** Bytes the stream inflated to (all of them when `status` is 'ok'). */
  bytes: number;
  /** The inflated bytes, when asked for with `keep`. */
  output: Buffer | null;
  /**
   * 'ok': inflated, possibly truncated or with a bad checksum (a reader gets the same bytes);
   * 'over': passed `limit` (inflating stopped there); 'not_deflate': a header no reader accepts;
   * 'corrupt': a deflate error other readers may tolerate, so its real size is unknown.
   */
  status: 'ok' | 'over' | 'not_deflate' | 'corrupt';
};

const CHUNK = 64 * 1024;
// pdf.js and JSZip refuse these headers too, so such a stream inflates to nothing anywhere.
const HEADER_ERRORS = ['incorrect header check', 'unknown compression method'];
// Truncated data and a wrong checksum still give every byte before the fault.
const HARMLESS_ERRORS = ['unexpected end of file', 'incorrect data check'];

/**
 * Inflates `data` (zlib, or raw deflate for zip entries) counting the output as it is produced and
 * stopping as soon as it passes `limit`, so a bomb costs at most `limit` bytes. Trailing bytes
 * after the end of the deflate stream are ignored, so `data` may run to the end of the file.
 */
export function inflateBounded(
  data: Uint8Array,
  options: { raw?: boolean; limit: number; keep?: boolean },
): Promise<InflateResult> {
  return new Promise((resolve) => {
    const inflate = options.raw
      ? zlib.createInflateRaw({ chunkSize: CHUNK })
      : zlib.createInflate({ chunkSize: CHUNK });
    const chunks: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const finish = (status: InflateResult['status']) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      const output = options.keep && status !== 'over' ? Buffer.concat(chunks) : null;
      chunks.length = 0;
      resolve({ bytes, output, status });
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > options.limit) return finish('over');
      if (options.keep) chunks.push(chunk);
    });
    inflate.on('error', (error: Error) => {
      if (
        HEADER_ERRORS.includes(error.message) ||
        (error as { code?: string }).code === 'Z_NEED_DICT'
      )
        return finish(bytes === 0 ? 'not_deflate' : 'corrupt');
      finish(HARMLESS_ERRORS.includes(error.message) ? 'ok' : 'corrupt');
    });
    inflate.on('end', () => finish('ok'));
    inflate.end(data);
  });
}
