// One published document's panel on the secretary's screen: where it is, its
// status, every version (who, when, what changed), and its actions: replace
// (confirmed in replace-dialog.tsx) or withdraw with a reason.
import { useState } from "react";
import { Button, SelectField, TextField } from "../components/ui";
import type { AnswerOf } from "../lib/api";

type PublishedDocument = AnswerOf<"GET /documents">["documents"][number];
import { formatBytes, formatDateTime } from "../lib/format";
import { Options } from "../components/options";

/** SEBI's five-year rule's reasons (server/published-documents/retention-rule.ts). */
const WITHDRAW_CATEGORIES = {
  "filed-in-error": "Filed in error",
  "confidential-information": "Must not be public",
  "authority-direction": "Directed by SEBI, an exchange or a court",
  "superseded-by-corrigendum": "Replaced by a corrigendum",
} as const;

type ItemProps = {
  doc: PublishedDocument;
  status: string;
  busy: boolean;
  onReplace: (file: File) => void;
  onWithdraw: (reason: string, category?: string) => void;
  onDecide: (decision: "approve" | "decline") => void;
};

export function DocumentPanel({ doc, status, busy, onReplace, onWithdraw, onDecide }: ItemProps) {
  const [reason, setReason] = useState("");
  const [category, setCategory] = useState("");
  return (
    <section aria-labelledby={`doc-${doc.id}`} className="mt-4 rounded border border-slate-400 p-3">
      <h3 id={`doc-${doc.id}`} className="font-semibold">
        {doc.title}
      </h3>
      {doc.titleHi ? (
        <p lang="hi" className="text-sm">
          {doc.titleHi}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        {[...doc.folder, doc.fileName].join(" / ")} · dated {doc.disclosureDate} · {status}
      </p>
      {doc.withdrawnReason ? <p className="text-sm">Reason: {doc.withdrawnReason}</p> : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm">Versions ({doc.versions.length})</summary>
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Versions of ${doc.title}`}>
          <table className="mt-2 text-sm">
            <thead>
              <tr>
                <th className="pr-4 text-left">Version</th>
                <th className="pr-4 text-left">Live from</th>
                <th className="pr-4 text-left">Live until</th>
                <th className="pr-4 text-left">Size</th>
                <th className="pr-4 text-left">By</th>
                <th className="pr-4 text-left">What changed</th>
                <th className="text-left">SHA-256</th>
              </tr>
            </thead>
            <tbody>
              {doc.versions.map((v) => (
                <tr key={v.version}>
                  <td className="pr-4">{v.version}</td>
                  <td className="pr-4">{formatDateTime(v.liveFrom)}</td>
                  <td className="pr-4">{v.liveUntil ? formatDateTime(v.liveUntil) : "—"}</td>
                  <td className="pr-4">{formatBytes(v.size)}</td>
                  <td className="pr-4" title={v.uploadedBy}>
                    {v.uploadedByName}
                  </td>
                  <td className="pr-4">{v.note ?? (v.version === 1 ? "First version" : "—")}</td>
                  <td className="font-mono">{v.sha256.slice(0, 16)}…</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      {doc.withdrawnAt ? null : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            Replace with a new PDF
            <input
              type="file"
              accept="application/pdf,.pdf"
              disabled={busy}
              className="mt-1 block"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) onReplace(file);
                e.currentTarget.value = "";
              }}
            />
          </label>
          {doc.withdrawalRequestedBy ? null : (
            <>
              <SelectField label="Why (needed within five years)" value={category} onChange={(e) => setCategory(e.target.value)}>
                <option value="">No category (over five years old)</option>
                <Options items={Object.entries(WITHDRAW_CATEGORIES)} />
              </SelectField>
              <TextField label="Reason for withdrawing" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
              <Button variant="danger" disabled={!reason.trim()} onClick={() => onWithdraw(reason, category || undefined)}>
                Withdraw
              </Button>
            </>
          )}
        </div>
      )}
      {doc.withdrawalRequestedBy && !doc.withdrawnAt ? (
        <div className="mt-3 rounded border border-amber-700 bg-amber-50 p-2 text-sm">
          <p>
            Withdrawal asked for by {doc.withdrawalRequestedBy} on {formatDateTime(doc.withdrawalRequestedAt)}:{" "}
            {WITHDRAW_CATEGORIES[doc.withdrawalCategory as keyof typeof WITHDRAW_CATEGORIES] ?? doc.withdrawalCategory}.{" "}
            {doc.withdrawalReason}. SEBI&apos;s rules keep a disclosure on the website for five years: a second secretarial officer decides.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => onDecide("approve")}>
              Approve the withdrawal
            </Button>
            <Button variant="secondary" onClick={() => onDecide("decline")}>
              Decline it
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
