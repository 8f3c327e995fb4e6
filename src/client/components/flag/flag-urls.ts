/**
 * The 4:3 flag of every country from `flag-icons` (MIT), each a file of its own fetched only when
 * shown (`no-inline`: not a data URL in this chunk). Emoji flags are drawn as two letters or an
 * empty box by Windows browsers and by Chromium without a colour emoji font.
 */
const FILES = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const COUNTRY_FILE = /\/([a-z]{2})\.svg$/;

/** Countries only: the package also draws regions (gb-sct, es-ct), unions and 'xx' (unknown). */
const URLS = new Map(
  Object.entries(FILES).flatMap(([path, url]) => {
    const code = COUNTRY_FILE.exec(path)?.[1];
    return code && code !== 'xx' ? [[code.toUpperCase(), url] as const] : [];
  }),
);

/** The flag image's URL for an ISO 3166-1 alpha-2 code, or undefined when there is none. */
export function flagUrl(iso2: string): string | undefined {
  return URLS.get(iso2.toUpperCase());
}
