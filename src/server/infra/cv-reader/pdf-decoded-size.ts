import { inflateBounded } from './bounded-inflate.ts';
import { decodeTextFilter, type TextFilter } from './pdf-text-filters.ts';

type Step = 'Flate' | TextFilter;

/** Filters that enlarge data. Image filters are absent: text extraction never decodes images. */
const STEPS: Record<string, Step | 'refuse'> = {
  FlateDecode: 'Flate',
  Fl: 'Flate',
  ASCIIHexDecode: 'AHx',
  AHx: 'AHx',
  ASCII85Decode: 'A85',
  A85: 'A85',
  RunLengthDecode: 'RL',
  RL: 'RL',
  // Not bounded here: LZW can grow a thousandfold, Crypt hides the data.
  LZWDecode: 'refuse',
  LZW: 'refuse',
  Crypt: 'refuse',
};
const MAX_STEPS = 4;
const MAX_COLUMNS = 1_000_000;

/** PDF names may spell any byte as #xx (`/Fl#61teDecode`); pdf.js reads them decoded. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const largest = (text: string, key: string) =>
  Math.max(0, ...[...text.matchAll(new RegExp(`/${key}\\s+(\\d+)`, 'g'))].map((m) => Number(m[1])));

/**
 * What a stream's dictionary asks pdf.js to decode, read from all the text since the previous
 * stream (so a second dictionary cannot hide the first's filter). Null when it cannot be bounded.
 */
function planOf(window: string): { steps: Step[]; parameterBytes: number } | null {
  if (/\/(?:Filter|DecodeParms)\s*\d+\s+\d+\s+R/.test(window)) return null;
  const steps: Step[] = [];
  for (const match of window.matchAll(/\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()%]+)/g)) {
    for (const name of (match[1] ?? '').match(/[^\s/[\]]+/g) ?? []) {
      const step = STEPS[name];
      if (step === 'refuse') return null;
      if (step) steps.push(step);
    }
  }
  // Flate is always tried: an undeclared or hidden Flate stream is counted too.
  if (!steps.includes('Flate')) steps.push('Flate');
  if (steps.length > MAX_STEPS) return null;
  // Predictors and fax decoding allocate rows of Columns x Colors x bits, whatever the input.
  const columns = largest(window, 'Columns');
  if (columns > MAX_COLUMNS) return null;
  const rowBytes = Math.ceil(
    (columns *
      Math.max(1, largest(window, 'Colors')) *
      Math.max(8, largest(window, 'BitsPerComponent'))) /
      8,
  );
  return { steps, parameterBytes: rowBytes * 8 };
}

/** Bytes `data` decodes to through any order of `steps` (each tried once), or null past `budget`. */
async function decodedBytes(
  data: Uint8Array,
  steps: Step[],
  budget: number,
): Promise<number | null> {
  let used = 0;
  for (const step of new Set(steps)) {
    const rest = [...steps];
    rest.splice(rest.indexOf(step), 1);
    let output: Buffer | null;
    if (step === 'Flate') {
      const result = await inflateBounded(data, { limit: budget - used, keep: rest.length > 0 });
      if (result.status === 'over' || result.status === 'corrupt') return null;
      if (result.status === 'not_deflate') continue;
      used += result.bytes;
      output = result.output;
    } else {
      output = decodeTextFilter(step, data, budget - used);
      if (!output) return null;
      used += output.length;
    }
    if (output && rest.length > 0) {
      const inner = await decodedBytes(output, rest, budget - used);
      if (inner === null) return null;
      used += inner;
    }
  }
  return used;
}

/**
 * True when every stream of the PDF decodes to at most `cap` bytes in total. pdf.js inflates
 * streams into memory without a limit, so this runs first and inflates each stream with a
 * running count, stopping at the cap. A stream's data is inflated from its `stream` keyword to
 * wherever the deflate data ends (its declared /Length is not trusted). Encrypted PDFs, LZW and
 * deflate data that zlib rejects but pdf.js might accept are refused: their size is unknown.
 */
export async function pdfDecodedSizeWithin(data: Uint8Array, cap: number): Promise<boolean> {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  if (/\/Encrypt\b/.test(unescapeNames(text))) return false;
  const eol = /[\r\n]/g;
  let eolAt = -1;
  let budget = cap;
  let previous = 0;
  for (let at = text.indexOf('stream'); at >= 0; at = text.indexOf('stream', at + 6)) {
    if (text.startsWith('end', at - 3)) continue;
    const plan = planOf(unescapeNames(text.slice(previous, at)));
    previous = at + 6;
    if (!plan) return false;
    budget -= plan.parameterBytes;
    if (budget < 0) return false;
    // Streams are visited in order, so one forward cursor finds each line end (linear time).
    if (eolAt < at + 6) {
      eol.lastIndex = at + 6;
      eolAt = eol.exec(text)?.index ?? Infinity;
    }
    if (eolAt === Infinity) break;
    const start = text.startsWith('\r\n', eolAt) ? eolAt + 2 : eolAt + 1;
    const used = await decodedBytes(data.subarray(start), plan.steps, budget);
    if (used === null) return false;
    budget -= used;
  }
  return true;
}
