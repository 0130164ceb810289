import type { ReactNode } from "react";
import { HeadedSection } from "../../components/ui/headed-section";
import { headingClass, sectionClass } from "./styles";

/** One group of the disclosures page: a jump target (its id) named by its h2. */
export function DisclosureSection({
  id,
  headingId,
  heading,
  children,
}: {
  id: string;
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection id={id} headingId={headingId} heading={heading} headingClassName={headingClass} className={sectionClass}>
      {children}
    </HeadedSection>
  );
}
