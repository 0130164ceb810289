import { careerBenefits } from "#copy/pages/career";

/** The three benefit cards (docs/requirements.md#career). */
export function BenefitCards() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="benefits-heading" className="text-2xl font-bold text-navy-900">
          {careerBenefits.heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {careerBenefits.cards.map((c) => (
            <li key={c.title} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-navy-900">{c.title}</h3>
              <p className="mt-2 text-muted">{c.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
