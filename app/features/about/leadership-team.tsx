import { aboutLeadership } from "#copy/pages/about";
import { Picture } from "../../components/ui/picture";
import { HeadedSection } from "../../components/ui/headed-section";

export function LeadershipTeam() {
  return (
    <HeadedSection headingId="leadership-heading" heading={aboutLeadership.heading} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <p className="mt-3 text-lg text-muted">{aboutLeadership.intro}</p>
      <ul className="mt-10 grid gap-8 lg:grid-cols-3">
        {aboutLeadership.members.map((m) => (
          <li key={m.id} className="flex flex-col rounded-xl border border-navy-100 p-6 shadow-sm">
            <Picture
              name={m.image}
              alt={m.imageAlt}
              sizes="8rem"
              className="block size-32 overflow-hidden rounded-full"
              imgClassName="size-32 object-cover"
            />
            <h3 className="mt-5 text-xl font-semibold text-navy-900">{m.name}</h3>
            <p className="font-medium text-saffron-600">{m.position}</p>
            <p className="mt-3 text-muted">{m.description}</p>
            <h4 className="mt-4 text-sm font-semibold tracking-wider text-navy-900 uppercase">{aboutLeadership.expertiseLabel}</h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {m.expertise.map((e) => (
                <li key={e} className="rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-800">
                  {e}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
