import { useState } from "react";
import { partnerCategories, partners, partnersCopy as copy, type Partner } from "#copy/partners";
import { PartnerCard } from "./partner-card";
import { PartnerDetails } from "./partner-details";
import { PartnerSheet } from "./partner-sheet";
import { HeadedSection } from "../../components/ui/headed-section";

type Filter = "ALL" | (typeof partnerCategories)[number];

const pill = (pressed: boolean) =>
  `rounded-full border px-4 py-2 text-sm font-semibold ${
    pressed ? "border-navy-900 bg-navy-900 text-white" : "border-navy-900 bg-white text-navy-900 hover:bg-navy-50"
  }`;

/** Filter buttons, partner cards, the detail dialog and the 'Become Our Partner' sheet (docs/requirements.md#lending-partners). */
export function PartnersSection() {
  const [filter, setFilter] = useState<Filter>("ALL");
  const [selected, setSelected] = useState<Partner | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const shown = filter === "ALL" ? partners : partners.filter((p) => p.category === filter);

  return (
    <HeadedSection
      headingId="partners-heading"
      heading={copy.listHeading}
      headingClassName="text-2xl font-bold text-navy-900"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
    >
      <div role="group" aria-label={copy.filtersLabel} className="mt-6 flex flex-wrap gap-3">
        <button type="button" aria-pressed={filter === "ALL"} onClick={() => setFilter("ALL")} className={pill(filter === "ALL")}>
          {copy.allFilter}
        </button>
        {partnerCategories.map((c) => (
          <button key={c} type="button" aria-pressed={filter === c} onClick={() => setFilter(c)} className={pill(filter === c)}>
            {c}
          </button>
        ))}
        {/* docs/requirements.md#lending-partners: this one opens the form instead of filtering. */}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
          className="rounded-full bg-saffron-400 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-saffron-100"
        >
          {copy.becomePartner}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="mt-8 text-muted">{copy.noPartners}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <li key={p.id} className="flex">
              <PartnerCard partner={p} onDetails={() => setSelected(p)} />
            </li>
          ))}
        </ul>
      )}
      <PartnerDetails partner={selected} onClose={() => setSelected(null)} />
      <PartnerSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </HeadedSection>
  );
}
