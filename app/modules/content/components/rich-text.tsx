import { Fragment, type ReactNode } from "react";

export type RichTags = Readonly<Record<string, (text: string) => ReactNode>>;

const markedPart = /<([a-z]+)>(.*?)<\/\1>/g;

const defaultTags: RichTags = {
  b: (text) => <strong>{text}</strong>,
  nb: (text) => <strong className="whitespace-nowrap">{text}</strong>,
};

/**
 * A message with marked parts, so each language puts the bold words or the link where its word order needs
 * them: "Shipping is <b>free</b> on all orders." `b` is bold, `nb` bold on one line; `tags` adds or
 * overrides the rest (links, a coloured word).
 */
export function RichText({ text, tags }: { text: string; tags?: RichTags }) {
  const shown = { ...defaultTags, ...tags };
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markedPart)) {
    const [whole, tag = "", inner = ""] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = shown[tag];
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
