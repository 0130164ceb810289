import { partnersCopy } from "#copy/partners";
import { HeadedSection } from "../../components/ui/headed-section";

/** docs/requirements.md#lending-partners: up to 1% on business loan and on NCD investment referrals. */
export function CommissionBanner() {
  const c = partnersCopy.commission;
  return (
    <HeadedSection
      headingId="commission-heading"
      heading={c.heading}
      headingClassName="text-2xl font-bold text-navy-900"
      className="bg-saffron-100"
      innerClassName="mx-auto max-w-7xl px-4 py-10 sm:px-6"
    >
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {c.items.map((item) => (
          <li key={item.text} className="rounded-xl bg-white p-5 shadow-sm">
            <span className="block text-3xl font-extrabold text-saffron-600">{item.rate}</span>
            <span className="mt-1 block text-ink">{item.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">{c.note}</p>
    </HeadedSection>
  );
}
