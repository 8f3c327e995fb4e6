import { once } from 'node:events';
import zlib from 'node:zlib';

const MB = 1024 * 1024;

/** `bytes` zeros deflated (zlib, or raw for zip entries) without ever holding them in memory. */
export async function deflatedZeros(bytes: number, raw = false): Promise<Buffer> {
  const deflate = raw ? zlib.createDeflateRaw({ level: 9 }) : zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(MB);
  for (let left = bytes; left > 0; left -= MB) {
    if (!deflate.write(zeros.subarray(0, Math.min(MB, left)))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

/** A one-page PDF whose content stream is `stream` under the dictionary entries `dictionary`. */
export function pdfWithStream(stream: Buffer, dictionary: string): Buffer {
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< ${dictionary} /Length ${stream.length} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      object,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(tail)]);
}

/** A PDF whose page content is a FlateDecode stream of zeros inflating to `bytes`. */
export async function pdfBomb(bytes: number): Promise<Buffer> {
  return pdfWithStream(await deflatedZeros(bytes), '/Filter /FlateDecode');
}

/**
 * A DOCX whose word/document.xml inflates to `bytes` while the central directory (and the local
 * header) claim 1 KB: the directory check passes, only inflating tells the truth.
 */
export async function docxBomb(bytes: number): Promise<Buffer> {
  const entries = [
    { name: '[Content_Types].xml', data: zlib.deflateRawSync('<Types/>'), size: 8 },
    { name: 'word/document.xml', data: await deflatedZeros(bytes, true), size: 1024 },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
