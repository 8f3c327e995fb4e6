/** Escapes LIKE's wildcards so that a caller's text matches only itself inside a pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
