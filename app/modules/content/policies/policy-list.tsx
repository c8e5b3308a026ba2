import { RichText, type RichTags } from "../components/rich-text";

/** A policy's bulleted or numbered list; each item may carry bold parts and links (rich-text.tsx). */
export function PolicyList({
  items,
  ordered = false,
  tags,
}: {
  items: readonly string[];
  ordered?: boolean;
  tags?: RichTags;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} tags={tags} />
        </li>
      ))}
    </List>
  );
}
