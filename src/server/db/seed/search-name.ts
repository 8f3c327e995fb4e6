// Letters that Unicode decomposition leaves alone but people type without the mark.
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ħ: 'h',
};

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The form a city or keyword is compared in: Turkish dotted and dotless i folded to i (so
 * 'İzmir', 'Izmir' and 'izmir' meet), lower-cased, accents removed. Queries must fold the
 * user's text the same way.
 */
export function toSearchName(value: string): string {
  // Most names are plain ASCII: lower-casing is all they need (ASCII I lower-cases to i).
  if (ASCII.test(value)) return value.toLowerCase().replace(/\s+/g, ' ').trim();
  return value
    .replace(/[İIı]/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþħ]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
