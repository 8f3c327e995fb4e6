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

/**
 * The form in which names and keywords are compared: Turkish dotted and dotless i folded to i,
 * lower-cased, accents removed (the same folding as the database's `search_fold` and the seed's
 * city `search_name`), so 'istanbul' finds 'İstanbul' and 'zurich' finds 'Zürich'.
 */
export function searchFold(value: string): string {
  return value
    .replace(/[İIı]/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþħ]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
