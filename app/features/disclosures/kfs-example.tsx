import { Link } from "react-router";
import { sampleKfs } from "#content/disclosures";
import { fairLendingSection } from "#copy/pages/disclosures";
import { fill } from "../../lib/fill";
import { formatInr } from "../../lib/format-inr";
import { linkClass } from "./styles";

/**
 * The sample Key Fact Statement's worked example. The figures are the ones
 * content/disclosures.ts states, which the build checks against the EMI
 * calculator's arithmetic (shared/loans/kfs.ts).
 */
export function KfsExample() {
  // Read as the page renders (contents-nav.tsx says why).
  const copy = fairLendingSection.kfs;
  const k = sampleKfs;
  const s = k.stated;
  const rows: [string, string][] = [
    [copy.rows.principal, formatInr(k.principal)],
    [copy.rows.tenure, fill(copy.tenureValue, { months: k.months })],
    [copy.rows.rate, fill(copy.rateValue, { rate: k.annualRatePercent })],
    [copy.rows.fee, formatInr(s.upfrontCharges)],
    [copy.rows.netDisbursed, formatInr(s.netDisbursed)],
    [copy.rows.emi, formatInr(s.emi)],
    [copy.rows.totalInterest, formatInr(s.totalInterest)],
    [copy.rows.apr, `${s.aprPercent.toFixed(2)}%`],
  ];
  return (
    <>
      <figure className="mt-4 rounded-lg bg-navy-50 p-4">
        <figcaption className="font-semibold text-navy-900">{copy.caption}</figcaption>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="text-right font-medium tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </figure>
      <p className="mt-3 text-sm text-muted">{copy.aprExplained}</p>
      <Link to="/product" className={`mt-2 inline-block text-sm ${linkClass}`}>
        {copy.calculatorLink}
      </Link>
    </>
  );
}
