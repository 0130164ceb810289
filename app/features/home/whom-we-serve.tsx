import { homeWhomWeServe } from "#copy/pages/home-sections";

export function WhomWeServe() {
  return (
    <section aria-labelledby="serve-heading" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="serve-heading" className="text-3xl font-bold text-navy-900">
          {homeWhomWeServe.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">{homeWhomWeServe.intro}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {homeWhomWeServe.segments.map((s, i) => (
            <li key={s.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="text-3xl font-bold text-saffron-600">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-xl font-semibold text-navy-900">{s.title}</h3>
              <p className="mt-2 text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
