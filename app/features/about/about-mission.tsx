import { aboutMission } from "#copy/pages/about";

export function AboutMission() {
  return (
    <section aria-labelledby="about-mission-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="max-w-3xl border-l-4 border-saffron-500 pl-6">
        <h2 id="about-mission-heading" className="text-3xl font-bold text-navy-900">
          {aboutMission.heading}
        </h2>
        <p className="mt-4 text-lg text-muted">{aboutMission.text}</p>
      </div>
    </section>
  );
}
