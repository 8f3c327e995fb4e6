const LEGAL_SUFFIXES = new Set([
  'gmbh',
  'ltd',
  'inc',
  'llc',
  'a.ş.',
  'aş',
  'plc',
  'sa',
  'bv',
  '&',
  'and',
]);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Up to two initials from the significant words of a name: 'Maple & Tide Media' gives 'MT'. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== '' && !LEGAL_SUFFIXES.has(word.toLocaleLowerCase('en')));
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase('tr');
}

function badge(label: string, text: string, color: string, radius: number): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="128" height="128" rx="${radius}" fill="${color}"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${text.length > 1 ? 50 : 60}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>` +
    `</svg>`;
  return Buffer.from(svg, 'utf8');
}

/** A company logo: its initials on a rounded square in the company's colour. */
export function companyLogoSvg(name: string, color: string): Buffer {
  return badge(name, initials(name), color, 24);
}

const AVATAR_COLORS = [
  '#2563eb',
  '#0d9488',
  '#7c3aed',
  '#db2777',
  '#ea580c',
  '#16a34a',
  '#0369a1',
  '#b45309',
];

/** A round profile picture with the person's initials; the colour follows from the name. */
export function avatarSvg(firstname: string, lastname: string): Buffer {
  const name = `${firstname} ${lastname}`;
  const hash = Array.from(name).reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const color = AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? '#2563eb';
  const text =
    `${Array.from(firstname)[0] ?? ''}${Array.from(lastname)[0] ?? ''}`.toLocaleUpperCase('tr');
  return badge(name, text, color, 64);
}
