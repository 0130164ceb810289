import { Link } from "react-router";
import { regulation46 } from "#content/disclosures";
import { investorSection } from "#copy/pages/disclosures";
import type { DocumentFolder } from "#shared/documents/tree";
import { ColumnHeads } from "../../components/ui/column-heads";
import { regulation46Place } from "./regulation-46";
import { itemTitleClass, linkClass, tableClass } from "./styles";

/** One row's place: a link, or the visible and announced gap marker. */
function Place({ tree, target }: { tree: DocumentFolder; target: (typeof regulation46)[number]["target"] }) {
  // Read as the page renders, not as the module loads (contents-nav.tsx says why).
  const copy = investorSection.regulation46;
  const place = regulation46Place(tree, target);
  switch (place.kind) {
    case "missing":
      return (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-navy-900"
          data-gap=""
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 text-saffron-600" fill="currentColor">
            <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.5h1.5v1.5h-1.5V11Z" />
          </svg>
          {copy.notPublished}
        </span>
      );
    case "page":
    case "folder":
      return (
        <Link to={place.href} className={linkClass}>
          {copy[place.kind]}
        </Link>
      );
    case "document":
      return (
        <a href={place.href} className={linkClass}>
          {copy.document}
        </a>
      );
  }
}

/** Every item SEBI LODR Regulation 46(2) requires on the website, linked to where it is, or marked as not yet published. */
export function Regulation46Index({ tree }: { tree: DocumentFolder }) {
  const copy = investorSection.regulation46;
  return (
    <div id={copy.id} className="scroll-mt-24">
      <h3 className={itemTitleClass}>{copy.title}</h3>
      <p className="mt-2 text-muted">{copy.intro}</p>
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="regulation-46-caption">
        <table className={tableClass}>
          <caption id="regulation-46-caption" className="sr-only">
            {copy.caption}
          </caption>
          <ColumnHeads columns={[copy.clauseColumn, copy.itemColumn, copy.whereColumn]} />
          <tbody>
            {regulation46.map((item) => (
              <tr key={item.id} className="border-b border-slate-200 align-top" data-item={item.id}>
                <td className="py-2 pr-4 whitespace-nowrap tabular-nums text-muted">{item.clause}</td>
                <th scope="row" className="py-2 pr-4 font-medium">
                  {copy.items[item.id]}
                </th>
                <td className="py-2">
                  <Place tree={tree} target={item.target} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
