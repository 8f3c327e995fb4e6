import { toSearchName } from './search-name.ts';

export type CvContent = {
  name: string;
  headline: string;
  contact: string;
  sections: [string, string[]][];
};

/** The standard PDF fonts only cover Latin-1; fold other letters (ş, ğ, ı) to their base letter. */
function latin1(text: string): string {
  return Array.from(text)
    .map((char) => (char.charCodeAt(0) <= 0xff ? char : toSearchName(char) || '?'))
    .join('')
    .replace(/[\\()]/g, (char) => `\\${char}`);
}

export function cvText(cv: CvContent): string {
  return [
    cv.name,
    cv.headline,
    cv.contact,
    ...cv.sections.flatMap(([title, lines]) => [title, ...lines]),
  ].join('\n');
}

/** A one-page PDF CV built by hand, so the demo has real files to download and preview. */
export function cvPdf(cv: CvContent): Buffer {
  const lines: string[] = [
    'BT',
    '/F1 22 Tf',
    '56 780 Td',
    `(${latin1(cv.name)}) Tj`,
    '/F1 12 Tf',
    '0 -24 Td',
    `(${latin1(cv.headline)}) Tj`,
  ];
  lines.push('/F1 10 Tf', '0 -18 Td', `(${latin1(cv.contact)}) Tj`);
  for (const [title, items] of cv.sections) {
    lines.push('/F1 14 Tf', '0 -34 Td', `(${latin1(title)}) Tj`, '/F1 11 Tf');
    for (const item of items) lines.push('0 -18 Td', `(${latin1(item)}) Tj`);
  }
  lines.push('ET');
  const stream = lines.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
