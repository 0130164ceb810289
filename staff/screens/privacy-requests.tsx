import { useCallback, useState } from "react";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { ErrorMessage, SelectField } from "../components/ui";
import { call, messageOf } from "../lib/api";
import { BASE } from "../lib/paths";
import { type RequestRow, PRIVACY_ACTIONS, clockText } from "./privacy-request-types";
import { ColumnHeads } from "../components/column-heads";
import { useLoad } from "../lib/use-load";

// The privacy team's requests (docs/decisions/110-privacy-rights.md): the
// confirmed ones to answer, oldest answer-by date first, with the days left
// on the DPDP clock; each opens on its own page (privacy-request.tsx).

export function PrivacyRequests() {
  const [status, setStatus] = useState("open");
  const [rows, setRows] = useState<RequestRow[]>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    try {
      const { requests } = await call("GET /privacy-requests", {
        query: { status: status as "open" | "done" | "unconfirmed" | "expired" },
      });
      setRows(requests.sort((a, b) => (a.answerBy ?? "").localeCompare(b.answerBy ?? "")));
      setError(undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [status]);

  useLoad(load);

  return (
    <div className="space-y-6">
      <PageHeading>Privacy requests</PageHeading>
      <SelectField label="Show" value={status} onChange={(e) => setStatus(e.target.value)}>
        <option value="open">Open (confirmed, to answer)</option>
        <option value="done">Done</option>
        <option value="unconfirmed">Not confirmed yet</option>
        <option value="expired">Expired</option>
      </SelectField>
      <ErrorMessage message={error} />
      {rows && rows.length === 0 && <p>No requests here.</p>}
      {rows && rows.length > 0 && (
        <table className="w-full text-left text-sm">
          <ColumnHeads names={["Reference", "Asks for", "Answer by", "Language"]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.reference}>
                <td>
                  <Link href={`${BASE}/privacy/${encodeURIComponent(r.reference)}`} className="text-blue-800 underline">
                    {r.reference}
                  </Link>
                </td>
                <td>{PRIVACY_ACTIONS[r.action] ?? r.action}</td>
                <td>
                  {r.answerBy ?? "—"}
                  {r.daysLeft !== null && r.status === "open" ? ` (${clockText(r.daysLeft)})` : ""}
                </td>
                <td>{r.lang === "hi" ? "Hindi" : "English"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
