/** A catalogue subtree: nested objects whose leaves are strings. */
export type Messages = { readonly [key: string]: string | Messages };

/** The same keys as `T`, any string values: a translation must cover every key of the English text. */
export type SameKeys<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]>;
};

/** One area of the catalogue (one file each), English first; the compiler checks Turkish has every key. */
export function defineArea<T extends Messages>(area: {
  en: T;
  tr: SameKeys<T>;
}): { en: T; tr: SameKeys<T> } {
  return area;
}
