import { useCallback, useEffect, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage, SelectField, TextField } from "../components/ui";
import { PRIVACY_REQUEST_STATUSES } from "#shared/staff-api/lists";
import { call, messageOf, type AnswerOf } from "../lib/api";
import { chosen } from "../lib/choice";
import { ceremonyMessage, withReauth } from "../lib/passkeys";

// The privacy team's requests (docs/decisions/110-privacy-rights.md): the
// confirmed ones to answer, oldest answer-by date first, and one request with
// what is held under its address and the answer its action needs. The server
// audits each step; erasure asks for the passkey again.

const ACTIONS: Record<string, string> = {
  withdraw: "Stop the newsletter",
  copy: "A copy of their data",
  correct: "A correction",
  erase: "Erasure",
};

export function PrivacyRequests() {
  const [status, setStatus] = useState<(typeof PRIVACY_REQUEST_STATUSES)[number]>("open");
  const [rows, setRows] = useState<AnswerOf<"GET /privacy-requests">["requests"]>();
  const [error, setError] = useState<string>();
  const [selected, setSelected] = useState<string>();

  const load = useCallback(async () => {
    try {
      const { requests } = await call("GET /privacy-requests", { query: { status } });
      setRows(requests.sort((a, b) => (a.answerBy ?? "").localeCompare(b.answerBy ?? "")));
      setError(undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [status]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="space-y-6">
      <PageHeading>Privacy requests</PageHeading>
      <SelectField label="Show" value={status} onChange={(e) => setStatus(chosen(PRIVACY_REQUEST_STATUSES, e.target.value))}>
        <option value="open">Open (confirmed, to answer)</option>
        <option value="done">Done</option>
        <option value="unconfirmed">Not confirmed yet</option>
        <option value="expired">Expired</option>
      </SelectField>
      <ErrorMessage message={error} />
      {rows && rows.length === 0 && <p>No requests here.</p>}
      {rows && rows.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Asks for</th>
              <th scope="col">Answer by</th>
              <th scope="col">Language</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.reference}>
                <td>
                  <button
                    type="button"
                    className="underline"
                    onClick={() => setSelected(r.reference)}
                    aria-pressed={selected === r.reference}
                  >
                    {r.reference}
                  </button>
                </td>
                <td>{ACTIONS[r.action] ?? r.action}</td>
                <td>{r.answerBy ?? "—"}</td>
                <td>{r.lang === "hi" ? "Hindi" : "English"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {selected && <RequestPanel key={selected} reference={selected} onDone={load} />}
    </div>
  );
}

function RequestPanel({ reference, onDone }: { reference: string; onDone: () => Promise<void> }) {
  const announce = useAnnounce();
  const [detail, setDetail] = useState<AnswerOf<"GET /privacy-requests/:reference">>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState({ submission: "", field: "", value: "" });

  const reload = useCallback(async () => {
    try {
      setDetail(await call("GET /privacy-requests/:reference", { params: { reference } }));
    } catch (e) {
      setError(messageOf(e));
    }
  }, [reference]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const params = { reference };
  const act = async (answer: () => Promise<unknown>, done: string, reauth = false) => {
    setBusy(true);
    setError(undefined);
    try {
      await (reauth ? withReauth(answer) : answer());
      announce(done);
      await reload();
      await onDone();
    } catch (e) {
      setError(ceremonyMessage(e) ?? messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (!detail) return <ErrorMessage message={error} />;
  const open = detail.status === "open";
  return (
    <Card title={`Request ${detail.reference}: ${ACTIONS[detail.action] ?? detail.action}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Email</dt>
        <dd>{detail.email}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{detail.status}</dd>
        <dt className="font-semibold">Answer by</dt>
        <dd>{detail.answerBy ?? "—"}</dd>
        {detail.change && (
          <>
            <dt className="font-semibold">What to correct</dt>
            <dd className="whitespace-pre-wrap">{detail.change}</dd>
          </>
        )}
      </dl>
      <h3 className="mt-4 font-semibold">Held with this address ({detail.submissions.length})</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {detail.submissions.map((s) => (
          <li key={s.reference}>
            <span className="font-mono">{s.reference}</span> {s.form}, {s.createdAt.slice(0, 10)}
            {s.restrictedUntil ? `, kept (restricted) until ${s.restrictedUntil}` : ""}
            {s.withdrawnAt ? `, consent withdrawn ${s.withdrawnAt.slice(0, 10)}` : ""}
          </li>
        ))}
      </ul>
      {open && detail.action === "copy" && (
        <Button
          className="mt-4"
          disabled={busy}
          onClick={() =>
            act(() => call("POST /privacy-requests/:reference/copy", { params }), "The copy link is on its way to the person.")
          }
        >
          Send the copy link
        </Button>
      )}
      {open && detail.action === "erase" && (
        <Button
          variant="danger"
          className="mt-4"
          disabled={busy}
          onClick={() => act(() => call("POST /privacy-requests/:reference/erase", { params }), "Erased; the person is emailed.", true)}
        >
          Erase (complaints are restricted instead)
        </Button>
      )}
      {open && detail.action === "correct" && (
        <form
          className="mt-4 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void act(
              () => call("POST /privacy-requests/:reference/correct", { params, body: { changes: [change] } }),
              "Corrected; the person is emailed.",
            );
          }}
        >
          <SelectField label="Submission" value={change.submission} onChange={(e) => setChange({ ...change, submission: e.target.value })}>
            <option value="">Choose</option>
            {detail.submissions.map((s) => (
              <option key={s.reference} value={s.reference}>
                {s.reference} ({s.form})
              </option>
            ))}
          </SelectField>
          <TextField label="Field" value={change.field} onChange={(e) => setChange({ ...change, field: e.target.value })} />
          <TextField label="New value" value={change.value} onChange={(e) => setChange({ ...change, value: e.target.value })} />
          <Button type="submit" disabled={busy}>
            Correct and tell the person
          </Button>
        </form>
      )}
      <ErrorMessage message={error} />
    </Card>
  );
}
