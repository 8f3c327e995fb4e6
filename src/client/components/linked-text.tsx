import { Fragment, type ReactNode } from 'react';

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence whose `<name>words</name>` parts become links to `links[name]`, for
 * texts that hold only links. react-i18next's <Trans> parses the text into a tree on every render
 * (about 5 ms of a public page's start for the footer's one sentence); this is one regex pass.
 * A tag without a link is shown as its words.
 */
export function LinkedText({ text, links }: { text: string; links: Record<string, string> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', words = ''] = match;
    parts.push(text.slice(last, match.index));
    const href = links[name];
    parts.push(
      href ? (
        <a key={match.index} href={href} rel="noopener noreferrer">
          {words}
        </a>
      ) : (
        <Fragment key={match.index}>{words}</Fragment>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
