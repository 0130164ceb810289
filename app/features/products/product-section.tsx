import { productSectionLabel, type productSections } from "#copy/pages/product";
import { ServiceIcon } from "./service-icon";
import "./products.css";

type Section = (typeof productSections)[number];

/** One product family: number, title, faded background word, service groups. */
export function ProductSection({ section }: { section: Section }) {
  const headingId = `product-section-${section.sectionNumber}`;
  return (
    <section aria-labelledby={headingId} className="relative overflow-hidden py-16 even:bg-navy-50">
      <span
        aria-hidden="true"
        className="product-bg-text pointer-events-none absolute -top-4 right-0 text-[5rem] leading-none font-black text-transparent select-none sm:text-[9rem]"
      >
        {section.backgroundText}
      </span>
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-5xl font-bold text-saffron-600">
          <span className="sr-only">{productSectionLabel} </span>
          {section.sectionNumber}
        </p>
        <h2 id={headingId} className="mt-2 text-3xl font-bold text-navy-900">
          {section.sectionTitle}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">{section.intro}</p>
        {section.groups.map((group) => (
          <div key={group.title} className="mt-10">
            <h3 className="text-xl font-semibold text-navy-800">{group.title}</h3>
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {group.services.map((s) => (
                <li key={s.title} className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
                  <span className="grid size-11 place-items-center rounded-lg bg-saffron-100 text-saffron-600">
                    <ServiceIcon name={s.icon} />
                  </span>
                  <h4 className="mt-4 text-lg font-semibold text-navy-900">{s.title}</h4>
                  <p className="mt-1 text-muted">{s.description}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
