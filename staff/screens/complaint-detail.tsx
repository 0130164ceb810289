// One complaint: what the complainant wrote, its status and officer, the
// update the complainant will see (tracker and email), internal notes, the
// four-eyes rejection (propose; a second officer approves or declines), the
// published history, the emails and the trail.
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useAnnounce } from "../components/announcer";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { RestrictionNotice } from "./complaint-restriction";
import { Button, Card, ErrorMessage, SelectField } from "../components/ui";
import { STAFF_STATUSES } from "#forms/complaint";
import type { Person } from "#shared/staff-api/common";
import { ApiError, call, messageOf, type AnswerOf } from "../lib/api";
import { chosen } from "../lib/choice";
import { daysLeftText } from "../lib/days-left";
import { formatDateTime, LANGUAGE_NAMES } from "../lib/format";
import { BASE } from "../lib/routes";
import { CATEGORY_NAMES } from "./complaints-queue";

type ComplaintDetail = AnswerOf<"GET /complaints/:reference">;
type StaffStatus = (typeof STAFF_STATUSES)[number];
const EXTENTS = ["full", "partial"] as const;

function TextForm({
  label,
  button,
  maxLength,
  onSubmit,
  children,
}: {
  label: string;
  button: string;
  maxLength: number;
  onSubmit: (text: string) => Promise<boolean>;
  children?: ReactNode;
}) {
  const [text, setText] = useState("");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onSubmit(text.trim())) setText("");
  };
  return (
    <form onSubmit={submit} className="mt-3">
      {children}
      <label className="block text-sm font-medium">
        {label}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          maxLength={maxLength}
          className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5"
        />
      </label>
      <Button type="submit" className="mt-2" disabled={!text.trim()}>
        {button}
      </Button>
    </form>
  );
}

function Rejection({
  c,
  me,
  act,
}: {
  c: ComplaintDetail;
  me: string | undefined;
  act: (run: () => Promise<ComplaintDetail>, done: string) => Promise<boolean>;
}) {
  const [extent, setExtent] = useState<(typeof EXTENTS)[number]>("full");
  const params = { reference: c.reference };
  if (c.rejection) {
    const own = c.rejection.proposedBy.id === me;
    return (
      <div>
        <p className="mb-2">
          {c.rejection.proposedBy.name} proposed rejecting this complaint on {formatDateTime(c.rejection.proposedAt)}. The complainant sees
          “in progress” until a second grievance officer approves.
        </p>
        {c.rejection.note && <p className="mb-3 rounded bg-slate-100 p-2 whitespace-pre-wrap">{c.rejection.note}</p>}
        {own && <p className="mb-3 font-semibold">You proposed it: another grievance officer must approve it.</p>}
        <div className="flex flex-wrap gap-2">
          {!own && (
            <Button
              variant="danger"
              onClick={() =>
                void act(
                  () => call("POST /complaints/:reference/rejection/approve", { params, body: { version: c.version } }),
                  "Rejection approved.",
                )
              }
            >
              Approve the rejection
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() =>
              void act(
                () => call("POST /complaints/:reference/rejection/decline", { params, body: { version: c.version } }),
                own ? "Proposal withdrawn." : "Rejection declined.",
              )
            }
          >
            {own ? "Withdraw my proposal" : "Decline"}
          </Button>
        </div>
      </div>
    );
  }
  if (c.status !== "received" && c.status !== "in-progress") return <p>Only an open complaint can be rejected.</p>;
  return (
    <TextForm
      label="Reason the complainant will read"
      button="Propose rejection"
      maxLength={1000}
      onSubmit={(note) =>
        act(
          () => call("POST /complaints/:reference/rejection", { params, body: { version: c.version, extent, note } }),
          "Rejection proposed: a second officer must approve it.",
        )
      }
    >
      <SelectField label="Rejected" value={extent} onChange={(e) => setExtent(chosen(EXTENTS, e.target.value))} className="mb-2 max-w-xs">
        <option value="full">In full</option>
        <option value="partial">In part</option>
      </SelectField>
    </TextForm>
  );
}

function Work({
  c,
  people,
  act,
}: {
  c: ComplaintDetail;
  people: Person[];
  act: (run: () => Promise<ComplaintDetail>, done: string) => Promise<boolean>;
}) {
  const [status, setStatus] = useState<StaffStatus>(chosen(STAFF_STATUSES, c.status));
  const params = { reference: c.reference };
  const [assignee, setAssignee] = useState(c.assignee?.id ?? "");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void act(
            () => call("PATCH /complaints/:reference", { params, body: { version: c.version, status } }),
            `Status changed to ${status}; the complainant is told.`,
          );
        }}
      >
        <SelectField label="Status" value={status} onChange={(e) => setStatus(chosen(STAFF_STATUSES, e.target.value))} className="flex-1">
          {STAFF_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={status === c.status}>
          Change status
        </Button>
      </form>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const name = people.find((p) => p.id === assignee)?.name;
          void act(
            () => call("PATCH /complaints/:reference", { params, body: { version: c.version, assigneeId: assignee || null } }),
            name ? `Assigned to ${name}.` : "Unassigned.",
          );
        }}
      >
        <SelectField label="Assigned to" value={assignee} onChange={(e) => setAssignee(e.target.value)} className="flex-1">
          <option value="">Nobody</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={assignee === (c.assignee?.id ?? "")}>
          Assign
        </Button>
      </form>
    </div>
  );
}

export function ComplaintDetailScreen({ reference }: { reference: string }) {
  const announce = useAnnounce();
  const [c, setC] = useState<ComplaintDetail>();
  const [me, setMe] = useState<string>();
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    call("GET /complaints/:reference", { params: { reference } }).then(
      (d) => live && setC(d),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        else setError(messageOf(e));
      },
    );
    call("GET /me").then(
      (m) => live && setMe(m.user.id),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [reference]);

  const act = async (run: () => Promise<ComplaintDetail>, done: string): Promise<boolean> => {
    setError(undefined);
    try {
      setC(await run());
      announce(done);
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    }
  };

  if (missing)
    return (
      <div>
        <PageHeading>Complaint not found</PageHeading>
        <p className="mb-4">There is no complaint {reference}.</p>
        <Link href={`${BASE}/complaints`} className="text-blue-800 underline">
          Back to complaints
        </Link>
      </div>
    );
  if (!c)
    return (
      <div>
        <PageHeading>Complaint {reference}</PageHeading>
        <ErrorMessage message={error} />
        {!error && <p>Loading…</p>}
      </div>
    );
  return (
    <div>
      <p className="mb-2">
        <Link href={`${BASE}/complaints`} className="text-blue-800 underline">
          ← All complaints
        </Link>
      </p>
      <PageHeading>
        Complaint <span className="font-mono">{c.reference}</span>
      </PageHeading>
      <p className="mb-4 text-slate-700">
        Filed {formatDateTime(c.filedAt)} in {LANGUAGE_NAMES[c.lang ?? ""] ?? c.lang} · {CATEGORY_NAMES[c.category ?? ""] ?? c.category} ·
        status {c.status} · {c.clockDays}-day clock · answer by {c.answerBy} (
        <span className={c.overdue ? "font-semibold text-red-800" : ""}>{daysLeftText(c.daysLeft)}</span>)
        {c.escalated ? " · escalated to the Principal Nodal Officer" : ""}
      </p>
      <RestrictionNotice restriction={c.restriction} />
      <ErrorMessage message={error} />
      <Card title="Work on this complaint">
        <Work key={c.version} c={c} people={c.assignable} act={act} />
      </Card>
      <Card title="Publish an update">
        <p>The complainant sees it on the tracker and, when they gave an email, receives it in the language they filed in.</p>
        <TextForm
          label="Update for the complainant"
          button="Publish update"
          maxLength={1000}
          onSubmit={(text) =>
            act(
              () => call("POST /complaints/:reference/updates", { params: { reference: c.reference }, body: { text } }),
              "Update published.",
            )
          }
        />
      </Card>
      <Card title="Rejection (needs a second officer)">
        <Rejection key={c.version} c={c} me={me} act={act} />
      </Card>
      <Card title="What the complainant wrote">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {c.fields.map((f) => (
            <div key={f.name} className="contents">
              <dt className="font-semibold text-slate-800">{f.label}</dt>
              <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">{f.value || "—"}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Internal notes">
        {c.notes.length ? (
          <ul className="mb-2 space-y-3">
            {c.notes.map((n) => (
              <li key={n.id} className="rounded bg-slate-100 p-2">
                <p className="whitespace-pre-wrap">{n.text}</p>
                <p className="text-sm text-slate-700">
                  {n.author}, {formatDateTime(n.at)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>No notes yet.</p>
        )}
        <TextForm
          label="Add a note (seen by staff only)"
          button="Add note"
          maxLength={4000}
          onSubmit={(text) =>
            act(() => call("POST /complaints/:reference/notes", { params: { reference: c.reference }, body: { text } }), "Note added.")
          }
        />
      </Card>
      <Card title="What the complainant has been shown">
        <ol className="space-y-2">
          {c.history.map((h, i) => (
            <li key={i}>
              <span className="text-slate-700">{formatDateTime(h.at)}</span> · {h.status}
              {h.actor ? ` by ${h.actor}` : ""}
              {h.publicNote && <span className="block whitespace-pre-wrap">{h.publicNote}</span>}
            </li>
          ))}
        </ol>
      </Card>
      <Card title="Emails about this complaint">
        {c.emails.length ? (
          <ul className="space-y-1">
            {c.emails.map((m, i) => (
              <li key={i}>
                {m.kind}: {m.status}
                {m.deliveredAt ? ` on ${formatDateTime(m.deliveredAt)}` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p>No email has been sent about this complaint.</p>
        )}
      </Card>
      <Card title="Timeline">
        <ol className="space-y-1">
          {c.timeline.map((t, i) => (
            <li key={i}>
              <span className="text-slate-700">{formatDateTime(t.at)}</span> · {t.actor}:{" "}
              {t.action.replace(/^complaints?\./, "").replace(/-/g, " ")}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
