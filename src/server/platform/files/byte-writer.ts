/**
 * A file being rebuilt, copied into one buffer as its parts are kept. Holding the kept parts as
 * slices instead cost a Buffer object each: a hostile upload of a million tiny chunks took
 * hundreds of MB to rebuild 10 MB. Here a rebuild holds its output once.
 */
export class ByteWriter {
  private readonly out: Buffer;
  private length = 0;

  /** `capacity`: the most the file can come to (its source's size and what may be added). */
  constructor(capacity: number) {
    this.out = Buffer.alloc(capacity);
  }

  /** Appends `buffer`; returns where in the output it starts. */
  write(buffer: Buffer): number {
    if (this.length + buffer.length > this.out.length) throw new RangeError('ByteWriter is full');
    const at = this.length;
    buffer.copy(this.out, at);
    this.length += buffer.length;
    return at;
  }

  /** Appends `source[start, end)`, copied without a slice of its own. */
  copy(source: Buffer, start: number, end: number): number {
    if (this.length + (end - start) > this.out.length) throw new RangeError('ByteWriter is full');
    const at = this.length;
    this.length += source.copy(this.out, at, start, end);
    return at;
  }

  /** Sets one byte already written (a header's flags, known only at the end). */
  setByte(at: number, value: number) {
    if (at >= this.length) throw new RangeError('ByteWriter: no such byte');
    this.out[at] = value;
  }

  byteAt(at: number): number {
    return this.out[at] ?? 0;
  }

  get size() {
    return this.length;
  }

  bytes(): Buffer {
    return this.out.subarray(0, this.length);
  }
}
