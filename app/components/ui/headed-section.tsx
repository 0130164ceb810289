import type { HTMLAttributes, ReactNode, Ref } from "react";

type Props = Omit<HTMLAttributes<HTMLElement>, "className" | "children"> & {
  /** The landmark element: a section, or a nav for a list of jump links. */
  as?: "section" | "nav";
  ref?: Ref<HTMLElement>;
  headingId: string;
  heading: ReactNode;
  /** The site's section heading unless the section asks for another look. */
  headingClassName?: string;
  className?: string;
  /** An inner container around everything, when the section's background spans the page but its text does not. */
  innerClassName?: string;
  /** The short line in capitals above the heading. */
  eyebrow?: string;
  children?: ReactNode;
};

/**
 * A region named by its own h2 (aria-labelledby), so a screen reader's list of
 * landmarks and headings reads the same words. Callers keep their own styling.
 */
export function HeadedSection({
  as: Element = "section",
  id,
  headingId,
  heading,
  headingClassName = "text-3xl font-bold text-navy-900",
  className,
  innerClassName,
  eyebrow,
  children,
  ...attributes
}: Props) {
  const body = (
    <>
      {eyebrow === undefined ? null : <p className="text-sm font-semibold tracking-wider text-saffron-600 uppercase">{eyebrow}</p>}
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </>
  );
  return (
    <Element id={id} aria-labelledby={headingId} {...attributes} className={className}>
      {innerClassName === undefined ? body : <div className={innerClassName}>{body}</div>}
    </Element>
  );
}
