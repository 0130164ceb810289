import { useId, useState } from "react";
import { homeAdvantages } from "#copy/pages/home-sections";

/**
 * WAI-ARIA accordion: each header is a button inside a heading, with
 * aria-expanded and aria-controls; panels are labelled regions. One panel is
 * open at a time, the first initially; clicking the open one closes it.
 */
export function AdvantageAccordion() {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-navy-50">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id={`${id}-heading`} className="text-3xl font-bold text-navy-900">
          {homeAdvantages.heading}
        </h2>
        <div className="mt-8 divide-y divide-navy-100 rounded-xl bg-white shadow-sm">
          {homeAdvantages.items.map((item, i) => {
            const isOpen = open === i;
            return (
              <div key={item.title}>
                <h3>
                  <button
                    type="button"
                    id={`${id}-button-${i}`}
                    aria-expanded={isOpen}
                    aria-controls={`${id}-panel-${i}`}
                    onClick={() => setOpen(isOpen ? null : i)}
                    className="flex w-full items-center justify-between gap-4 px-6 py-4 text-left text-lg font-semibold text-navy-900 hover:bg-navy-50"
                  >
                    {item.title}
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </button>
                </h3>
                <div
                  id={`${id}-panel-${i}`}
                  role="region"
                  aria-labelledby={`${id}-button-${i}`}
                  hidden={!isOpen}
                  className="max-h-[200px] overflow-y-auto px-6 pb-5 text-muted"
                >
                  {item.text}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
