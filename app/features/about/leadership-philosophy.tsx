import { aboutPhilosophy } from "#copy/pages/about";

export function LeadershipPhilosophy() {
  return (
    <section aria-labelledby="philosophy-heading" className="bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="philosophy-heading" className="text-3xl font-bold">
          {aboutPhilosophy.heading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {aboutPhilosophy.items.map((p) => (
            <li key={p.title} className="rounded-xl bg-white/5 p-6 ring-1 ring-white/15">
              <h3 className="text-xl font-semibold text-saffron-400">{p.title}</h3>
              <p className="mt-2 text-white/85">{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
