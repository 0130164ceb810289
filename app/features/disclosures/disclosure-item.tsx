import type { ReactNode } from "react";
import { itemClass, itemTitleClass } from "./styles";

type Props = {
  /** The item's own id, when the contents or another page links to it. */
  id?: string;
  /** The heading's id; the item is then an article named by it. Without it, a plain box under a heading. */
  titleId?: string;
  title: ReactNode;
  /** The paragraph under the title, if the item has one. */
  text?: ReactNode;
  /** The heading's level: 3 on the disclosures page, 2 where the item stands as its own section. */
  level?: 2 | 3;
  className?: string;
  children?: ReactNode;
};

/** One disclosure: a boxed title, its short text, then what the item adds (documents, a table, links). */
export function DisclosureItem({ id, titleId, title, text, level = 3, className = itemClass, children }: Props) {
  const Heading = level === 2 ? "h2" : "h3";
  const Box = titleId === undefined ? "div" : "article";
  return (
    <Box id={id} aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={itemTitleClass}>
        {title}
      </Heading>
      {text === undefined ? null : <p className="mt-2 text-muted">{text}</p>}
      {children}
    </Box>
  );
}
