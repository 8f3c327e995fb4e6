/** Cuts text at `max` characters (code points) and adds an ellipsis when it was longer. */
export function truncate(value: string | null | undefined, max: number): string {
  if (!value) return '';
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : value;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** HTML to plain text for cards and meta descriptions: tags dropped, entities decoded, spaces collapsed. */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (ENTITIES[lower]) return ENTITIES[lower];
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
      return whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The readable URL segment of a job: company and title, ASCII, hyphenated. */
export function slugify(value: string): string {
  return (
    value
      .replace(/[İIı]/g, 'i')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'job'
  );
}
