import { useId, useMemo, useState } from "react";
import { emiCalculator as copy } from "#copy/pages/product";
import { fill } from "../../lib/fill";
import { formatInr } from "../../lib/format-inr";
import { amortize, checkField, scheduleCsv, type Limits } from "#shared/loans/emi-math";
import { EmiSchedule } from "./emi-schedule";

type FieldName = "amount" | "tenure" | "rate";

const FIELDS: readonly FieldName[] = ["amount", "tenure", "rate"];
/** A field's limits as the visitor reads them (the amount in rupees). */
const bounds = (name: FieldName) => {
  const shown = (n: number) => (name === "amount" ? formatInr(n) : String(n));
  return { min: shown(copy.limits[name].min), max: shown(copy.limits[name].max) };
};
const byField = (make: (name: FieldName) => string) => Object.fromEntries(FIELDS.map((n) => [n, make(n)])) as Record<FieldName, string>;

/** Saves the schedule as CSV without a library: a Blob behind a temporary link. */
function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function EmiCalculator() {
  // The copy is read as the page renders, not as the module loads (disclosures/contents-nav.tsx says why).
  const { limits } = copy;
  const messages = byField((name) => fill(copy.messages[name], bounds(name)));
  const hints = byField((name) => fill(copy.range, bounds(name)));
  const id = useId();
  const [raw, setRaw] = useState<Record<FieldName, string>>({
    amount: String(limits.amount.initial),
    tenure: String(limits.tenure.initial),
    rate: String(limits.rate.initial),
  });
  // Derived, never stored: each render checks the fields and recomputes.
  const checks = {
    amount: checkField(raw.amount, limits.amount),
    tenure: checkField(raw.tenure, limits.tenure, true),
    rate: checkField(raw.rate, limits.rate),
  };
  const { amount, tenure, rate } = checks;
  const valid = amount.ok && tenure.ok && rate.ok;
  const principal = amount.ok ? amount.value : 0;
  const months = tenure.ok ? tenure.value : 0;
  const annual = rate.ok ? rate.value : 0;
  const result = useMemo(
    () => (valid ? amortize({ principal, annualRatePercent: annual, months }) : null),
    [valid, principal, annual, months],
  );

  const field = (name: FieldName, limit: Limits, inputMode: "numeric" | "decimal") => {
    const invalid = !checks[name].ok;
    const hintId = `${id}-${name}-hint`;
    const errorId = `${id}-${name}-error`;
    const hint = hints[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block font-semibold text-navy-900">
          {copy.labels[name]}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={raw[name]}
          onChange={(e) => setRaw((r) => ({ ...r, [name]: e.target.value }))}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          className={`mt-1 w-full rounded-md border px-3 py-2 text-lg text-ink ${
            invalid ? "border-red-700 ring-1 ring-red-700" : "border-navy-800/40"
          }`}
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          {name === "amount" && amount.ok ? `${formatInr(amount.value)} · ` : ""}
          {hint}
        </p>
        {invalid && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {messages[name]}
          </p>
        )}
      </div>
    );
  };

  const headers = [
    copy.labels.month,
    copy.labels.opening,
    copy.labels.payment,
    copy.labels.interest,
    copy.labels.principal,
    copy.labels.closing,
  ];

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id={`${id}-heading`} className="text-3xl font-bold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted">{copy.intro}</p>
      <div className="mt-8 grid gap-8 rounded-2xl border border-navy-100 p-6 shadow-sm lg:grid-cols-2">
        <form className="grid gap-5" onSubmit={(e) => e.preventDefault()} noValidate>
          {field("amount", limits.amount, "numeric")}
          {field("tenure", limits.tenure, "numeric")}
          {field("rate", limits.rate, "decimal")}
        </form>
        <div className="rounded-xl bg-navy-900 p-6 text-white" aria-live="polite" aria-atomic="true">
          {result ? (
            <dl className="grid gap-4">
              <div>
                <dt className="text-white/80">{copy.labels.emi}</dt>
                <dd className="text-4xl font-bold text-saffron-400" data-testid="emi">
                  {formatInr(result.emi, { paise: true })}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-white/15 pt-4">
                <dt className="text-white/80">{copy.labels.totalInterest}</dt>
                <dd className="font-semibold">{formatInr(result.totalInterest, { paise: true })}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-white/80">{copy.labels.totalPayable}</dt>
                <dd className="font-semibold">{formatInr(result.totalPayable, { paise: true })}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-lg font-medium">{copy.messages.invalid}</p>
          )}
        </div>
      </div>
      {result && (
        <div className="mt-6">
          <button
            type="button"
            onClick={() => download(scheduleCsv(result.schedule, headers), copy.csvFileName)}
            className="rounded-md border border-navy-900 px-4 py-2 font-semibold text-navy-900 hover:bg-navy-50"
          >
            {copy.labels.download}
          </button>
          <EmiSchedule schedule={result.schedule} headers={headers} caption={copy.labels.schedule} />
        </div>
      )}
      <p className="mt-4 text-sm text-muted">{copy.disclaimer}</p>
    </section>
  );
}
