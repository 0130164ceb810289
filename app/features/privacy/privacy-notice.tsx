import { privacyNotice as n } from "#copy/privacy-notice";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";
import { ColumnHeads } from "../../components/ui/column-heads";
import { HeadedSection } from "../../components/ui/headed-section";

/** The full notice behind every form's short data notice (the /privacy page body). */
export function PrivacyNotice() {
  const cols = n.retentionColumns;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p className="text-sm text-muted">
        {n.updatedLabel}: <time dateTime={n.updated}>{n.updated}</time>
      </p>
      {n.intro.map((p) => (
        <p key={p} className="mt-4 text-ink">
          {p}
        </p>
      ))}
      <section className="mt-10">
        <h2 id="privacy-retention" className="text-2xl font-bold text-navy-900">
          {n.retentionHeading}
        </h2>
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="privacy-retention">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <ColumnHeads columns={[cols.form, cols.collected, cols.purpose, cols.kept]} />
            <tbody>
              {n.retention.map((r) => (
                <tr key={r.form} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-3 pr-4 font-semibold">
                    {r.form}
                  </th>
                  <td className="py-3 pr-4">{r.collected}</td>
                  <td className="py-3 pr-4">{r.purpose}</td>
                  <td className="py-3">{r.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {n.sections.map((s) => (
        <HeadedSection
          key={s.id}
          headingId={`privacy-${s.id}`}
          heading={citeLaw(s.heading, lawNames)}
          headingClassName="text-2xl font-bold text-navy-900"
          className="mt-10"
        >
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-ink">
              {citeLaw(p, lawNames)}
            </p>
          ))}
          {"list" in s && s.list ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-ink">
              {s.list.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          ) : null}
        </HeadedSection>
      ))}
      <HeadedSection
        headingId="privacy-contact"
        heading={n.contactHeading}
        headingClassName="text-2xl font-bold text-navy-900"
        className="mt-10 rounded-xl bg-navy-50 p-6"
      >
        <dl className="mt-4 space-y-3">
          {n.contact.map((c) => (
            <div key={c.label}>
              <dt className="text-sm text-muted">{c.label}</dt>
              <dd>
                <a href={`mailto:${c.email}`} className="font-medium text-navy-700 underline underline-offset-2">
                  {c.email}
                </a>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-ink">{n.contactText}</p>
      </HeadedSection>
    </div>
  );
}
