import { useState, type ReactNode } from "react";

type AccordionLook = {
  list: string;
  button: string;
  panel: string;
};

type Props = {
  /** From the caller's useId, so the ids stay those of the caller's place in the page. */
  id: string;
  /** The words in the ids of a header's button and of its panel. */
  idWords: { button: string; panel: string };
  items: readonly { key: string; header: ReactNode; panel: ReactNode }[];
  /** The panel open at first, or null for all closed. */
  initiallyOpen: number | null;
  /** What follows the header's words (a plus sign, a chevron), drawn from whether its panel is open. */
  marker: (isOpen: boolean) => ReactNode;
  look: AccordionLook;
};

/**
 * WAI-ARIA accordion: each header is a button inside an h3, with aria-expanded
 * and aria-controls; panels are labelled regions. One panel is open at a time;
 * clicking the open one closes it.
 */
export function Accordion({ id, idWords, items, initiallyOpen, marker, look }: Props) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  return (
    <div className={look.list}>
      {items.map((item, i) => {
        const isOpen = open === i;
        const buttonId = `${id}-${idWords.button}-${i}`;
        const panelId = `${id}-${idWords.panel}-${i}`;
        return (
          <div key={item.key}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : i)}
                className={look.button}
              >
                {item.header}
                {marker(isOpen)}
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className={look.panel}>
              {item.panel}
            </div>
          </div>
        );
      })}
    </div>
  );
}
