// One privacy request on its own page (/staff/privacy/:reference): who asked
// for what, the days left on the DPDP clock, what is held under the address
// (and a mobile number once checked, decision 112) field by field, and the
// answers: a copy, a correction picked by label, an erasure, or closing with
// a reason. The server audits each step; erasure asks for the passkey again.
import { useCallback, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage } from "../components/ui";
import { call, messageOf, type BodyOf } from "../lib/api";

type CloseReason = BodyOf<"POST /privacy-requests/:reference/close">["reason"];
import { formatDateTime, formName } from "../lib/format";
import { ceremonyMessage, withReauth } from "../lib/passkeys";
import { BASE } from "../lib/paths";
import { CloseForm, CorrectionForm, MobileForm } from "./privacy-request-forms";
import { RequestTeam } from "./privacy-request-team";
import { type RequestDetail, PRIVACY_ACTIONS, clockText } from "./privacy-request-types";
import { useLoad } from "../lib/use-load";

export function PrivacyRequestScreen({ reference }: { reference: string }) {
  const announce = useAnnounce();
  const [detail, setDetail] = useState<RequestDetail>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setDetail(await call("GET /privacy-requests/:reference", { params: { reference } }));
    } catch (e) {
      setError(messageOf(e));
    }
  }, [reference]);

  useLoad(reload);

  const params = { reference };
  const act = async (send: () => Promise<unknown>, done: string, reauth = false) => {
    setBusy(true);
    setError(undefined);
    try {
      await (reauth ? withReauth(send) : send());
      announce(done);
      await reload();
    } catch (e) {
      setError(ceremonyMessage(e) ?? messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const action = detail ? (PRIVACY_ACTIONS[detail.action] ?? detail.action) : "";
  return (
    <div className="space-y-4">
      <p>
        <Link href={`${BASE}/privacy`} className="text-blue-800 underline">
          All privacy requests
        </Link>
      </p>
      <PageHeading>
        Privacy request {reference}
        {action ? `: ${action}` : ""}
      </PageHeading>
      <ErrorMessage message={error} />
      {detail && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">{detail.email}</dd>
            <dt className="font-semibold">Language</dt>
            <dd>{detail.lang === "hi" ? "Hindi" : "English"}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>
              {detail.status}
              {detail.closedReason ? ` (closed: ${detail.closedReason.replace(/-/g, " ")})` : ""}
            </dd>
            <dt className="font-semibold">Answer by</dt>
            <dd>
              {detail.answerBy ?? "—"}
              {detail.daysLeft !== null ? ` (${clockText(detail.daysLeft)})` : ""}
            </dd>
            {detail.mobile && (
              <>
                <dt className="font-semibold">Mobile</dt>
                <dd>{detail.mobile}, checked by calling it back</dd>
              </>
            )}
            {detail.change && (
              <>
                <dt className="font-semibold">What to correct</dt>
                <dd className="whitespace-pre-wrap">{detail.change}</dd>
              </>
            )}
          </dl>
          <Card title={`What we hold (${detail.submissions.length})`}>
            {detail.submissions.length === 0 && (
              <p className="text-sm">Nothing else is held under this address{detail.mobile ? " or mobile number" : ""}.</p>
            )}
            <ul className="space-y-3 text-sm">
              {detail.submissions.map((s) => (
                <li key={s.reference}>
                  <details>
                    <summary className="cursor-pointer">
                      <span className="font-mono">{s.reference}</span> {formName(s.form)}, {formatDateTime(s.createdAt)}, found by{" "}
                      {s.matchedBy}
                      {s.restrictedUntil ? `, kept (restricted) until ${s.restrictedUntil}` : ""}
                      {s.withdrawnAt ? `, consent withdrawn ${formatDateTime(s.withdrawnAt)}` : ""}
                    </summary>
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 pl-4">
                      {s.lines.map((l) => (
                        <div key={l.name} className="contents">
                          <dt className="font-medium">{l.label}</dt>
                          <dd className="break-words whitespace-pre-wrap">{l.value || "—"}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                </li>
              ))}
            </ul>
          </Card>
          <RequestTeam
            assigneeId={detail.assigneeId}
            notes={detail.notes}
            busy={busy}
            onAssign={(assigneeId) =>
              void act(() => call("POST /privacy-requests/:reference/assign", { params, body: { assigneeId } }), "Assignment saved.")
            }
            onNote={(text) => void act(() => call("POST /privacy-requests/:reference/notes", { params, body: { text } }), "Note added.")}
          />
          {detail.status === "open" && (
            <Card title="Answer">
              {detail.action === "copy" && (
                <Button
                  disabled={busy}
                  onClick={() =>
                    void act(() => call("POST /privacy-requests/:reference/copy", { params }), "The copy link is on its way to the person.")
                  }
                >
                  Send the copy link
                </Button>
              )}
              {detail.action === "erase" && (
                <Button
                  variant="danger"
                  disabled={busy}
                  onClick={() =>
                    void act(() => call("POST /privacy-requests/:reference/erase", { params }), "Erased; the person is emailed.", true)
                  }
                >
                  Erase (complaints are restricted instead)
                </Button>
              )}
              {detail.action === "correct" && (
                <CorrectionForm
                  submissions={detail.submissions}
                  busy={busy}
                  onCorrect={(change) =>
                    void act(
                      () => call("POST /privacy-requests/:reference/correct", { params, body: { changes: [change] } }),
                      "Corrected; the person is emailed.",
                    )
                  }
                />
              )}
              <MobileForm
                busy={busy}
                onMatch={(mobile) =>
                  void act(
                    () => call("POST /privacy-requests/:reference/mobile", { params, body: { mobile, check: "called-back" } }),
                    "The mobile number's submissions are listed.",
                  )
                }
              />
              <CloseForm
                busy={busy}
                onClose={(reason, note) =>
                  void act(
                    () => call("POST /privacy-requests/:reference/close", { params, body: { reason: reason as CloseReason, note } }),
                    "Closed; the person is emailed the reason.",
                  )
                }
              />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
