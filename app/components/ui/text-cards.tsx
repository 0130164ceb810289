import type { ReactNode } from "react";

type TextCardsLook = {
  list: string;
  item: string;
  title: string;
  text: string;
};

type Props = {
  items: readonly { title: string; text: string }[];
  look: TextCardsLook;
  /** A numbered list (its order means something) rather than a plain one. */
  ordered?: boolean;
  /** What stands above each card's title (a number, a rule), if anything. */
  lead?: (index: number) => ReactNode;
};

/** A list of cards, each an h3 title over a paragraph; the caller's look gives the classes. */
export function TextCards({ items, look, ordered = false, lead }: Props) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={look.list}>
      {items.map((item, i) => (
        <li key={item.title} className={look.item}>
          {lead?.(i)}
          <h3 className={look.title}>{item.title}</h3>
          <p className={look.text}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
