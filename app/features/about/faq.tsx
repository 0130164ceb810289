import { useId, useState } from "react";
import { aboutFaq } from "#copy/pages/about";

/**
 * WAI-ARIA accordion for the FAQ: one answer open at a time; clicking the
 * open question closes it. All start closed.
 */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id={`${id}-heading`} className="text-3xl font-bold text-navy-900">
        {aboutFaq.heading}
      </h2>
      <div className="mt-8 divide-y divide-navy-100 border-y border-navy-100">
        {aboutFaq.items.map((item, i) => {
          const isOpen = open === i;
          return (
            <div key={item.question}>
              <h3>
                <button
                  type="button"
                  id={`${id}-q-${i}`}
                  aria-expanded={isOpen}
                  aria-controls={`${id}-a-${i}`}
                  onClick={() => setOpen(isOpen ? null : i)}
                  className="flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-navy-900 hover:text-navy-700"
                >
                  {item.question}
                  <span aria-hidden="true" className="text-2xl leading-none text-saffron-600">
                    {isOpen ? "−" : "+"}
                  </span>
                </button>
              </h3>
              <div id={`${id}-a-${i}`} role="region" aria-labelledby={`${id}-q-${i}`} hidden={!isOpen} className="pb-5 text-muted">
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
