import { homeMission } from "#copy/pages/home-sections";

export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <p className="text-sm font-semibold tracking-wider text-saffron-600 uppercase">{homeMission.eyebrow}</p>
      <h2 id="mission-heading" className="mt-2 text-3xl font-bold text-navy-900">
        {homeMission.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-muted">{homeMission.text}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {homeMission.cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-navy-100 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="block h-1 w-10 rounded bg-saffron-500" />
            <h3 className="mt-4 text-xl font-semibold text-navy-900">{card.title}</h3>
            <p className="mt-2 text-muted">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
