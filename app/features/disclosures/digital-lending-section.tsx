import { lendingServiceProviders } from "#content/disclosures";
import { digitalLendingSection as copy, disclosuresLabels as labels } from "#copy/pages/disclosures";
import type { DocumentFolder } from "#shared/documents/tree";
import { ColumnHeads } from "../../components/ui/column-heads";
import { ExternalLink } from "../../components/ui/external-link";
import { formatPhone, telHref } from "../../lib/phone";
import { DocumentLinks } from "./document-link";
import { DisclosureItem } from "./disclosure-item";
import { DisclosureSection } from "./disclosure-section";
import { itemClass, linkClass, tableClass } from "./styles";

/** RBI's Digital Lending Directions: who acts for us, what they do, whom to complain to; and the recovery agents' policy. */
export function DigitalLendingSection({ tree }: { tree: DocumentFolder }) {
  const cols = copy.columns;
  return (
    <DisclosureSection id={copy.id} headingId="digital-lending-heading" heading={copy.heading}>
      <p className="mt-3 text-lg text-muted">{copy.intro}</p>
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="lsp-caption">
        <table className={`${tableClass} min-w-[48rem]`}>
          <caption id="lsp-caption" className="pb-2 text-left font-semibold text-navy-900">
            {copy.caption}
          </caption>
          <ColumnHeads columns={[cols.provider, cols.apps, cols.role, cols.officer]} />
          <tbody>
            {lendingServiceProviders.map((p) => (
              <tr key={p.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-medium">
                  {/* Names keep their registered spelling (lang="en" tells a Hindi page's screen reader how to say them). */}
                  <ExternalLink href={p.website} newTab={labels.newTab} className={linkClass}>
                    <span lang="en">{p.name}</span>
                  </ExternalLink>
                  {"own" in p && p.own ? <span className="block font-normal">{copy.ownApp}</span> : null}
                </th>
                <td className="py-3 pr-4">{p.apps.length ? <span lang="en">{p.apps.join(", ")}</span> : copy.noApp}</td>
                <td className="py-3 pr-4">{copy.roles[p.id]}</td>
                <td className="py-3">
                  <span lang="en" className="block">
                    {p.officer.name}
                  </span>
                  <a href={`mailto:${p.officer.email}`} className={`block py-1 ${linkClass}`}>
                    {p.officer.email}
                  </a>
                  <a href={telHref(p.officer.phone)} className={`block py-1 ${linkClass}`}>
                    {formatPhone(p.officer.phone)}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DisclosureItem titleId="recovery-title" title={copy.recovery.title} text={copy.recovery.text} className={`${itemClass} mt-6`}>
        <DocumentLinks tree={tree} ids={["recoveryAgentsPolicy"]} />
      </DisclosureItem>
    </DisclosureSection>
  );
}
