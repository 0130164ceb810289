import { useEffect, useState, type FormEvent } from "react";
import { useAnnounce } from "../components/announcer";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage } from "../components/ui";
import type { Person } from "#shared/staff-api/common";
import { ApiError, call, messageOf, staleOf, type AnswerOf } from "../lib/api";
import { formatDateTime, LANGUAGE_NAMES } from "../lib/format";
import { lastInboxSearch } from "../lib/lead-filters";
import { BASE } from "../lib/paths";
import { timelineText } from "../lib/timeline";
import { ContactLinks, WorkPanel } from "./lead-work";
import { Ratings } from "./lead-ratings";
import { ResumeSection } from "./resume-section";

type LeadDetail = AnswerOf<"GET /leads/:reference">;

function Fields({ lead }: { lead: LeadDetail }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {lead.fields.map((f) => (
        <div key={f.name} className="contents">
          <dt className="font-semibold text-slate-800">{f.label}</dt>
          <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">{f.value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

function Deliveries({ lead }: { lead: LeadDetail }) {
  if (!lead.deliveries.length) return <p>No email or webhook is set up for this form.</p>;
  return (
    <ul className="space-y-2">
      {lead.deliveries.map((d) => (
        <li key={d.channel}>
          <span className="font-semibold">{d.channel}</span>: {d.status}
          {d.deliveredAt ? ` on ${formatDateTime(d.deliveredAt)}` : ""} ({d.attempts} {d.attempts === 1 ? "attempt" : "attempts"})
          {d.lastError && <span className="block text-sm text-red-800">Last error: {d.lastError}</span>}
        </li>
      ))}
    </ul>
  );
}

function Notes({ lead, onAdd }: { lead: LeadDetail; onAdd: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState("");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onAdd(text.trim())) setText("");
  };
  return (
    <>
      {lead.notes.length ? (
        <ul className="mb-4 space-y-3">
          {lead.notes.map((n) => (
            <li key={n.id} className="rounded bg-slate-100 p-2">
              <p className="whitespace-pre-wrap">{n.text}</p>
              <p className="text-sm text-slate-700">
                {n.author}, {formatDateTime(n.at)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4">No notes yet.</p>
      )}
      <form onSubmit={submit}>
        <label className="block text-sm font-medium">
          Add a note (seen by staff only)
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={2000}
            className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5"
          />
        </label>
        <Button type="submit" className="mt-2" disabled={!text.trim()}>
          Add note
        </Button>
      </form>
    </>
  );
}

function Timeline({ lead }: { lead: LeadDetail }) {
  return (
    <ol className="space-y-1">
      {lead.timeline.map((t, i) => (
        <li key={i}>
          <span className="text-slate-700">{formatDateTime(t.at)}</span> · {timelineText(t)}
        </li>
      ))}
    </ol>
  );
}

export function LeadDetailScreen({ reference }: { reference: string }) {
  const announce = useAnnounce();
  const [lead, setLead] = useState<LeadDetail>();
  const [people, setPeople] = useState<Person[]>([]);
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    call("GET /leads/:reference", { params: { reference } }).then(
      (l) => {
        if (!live) return;
        setLead(l);
        call("GET /colleagues", { query: { form: l.form } }).then(
          (r) => live && setPeople(r.people),
          () => {},
        );
      },
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        else setError(messageOf(e));
      },
    );
    return () => {
      live = false;
    };
  }, [reference]);

  /** Shows the answer; on 409 shows what a colleague changed and their version. */
  const apply = async (run: () => Promise<LeadDetail>, done: string): Promise<boolean> => {
    setError(undefined);
    try {
      setLead(await run());
      announce(done);
      return true;
    } catch (e) {
      setError(messageOf(e));
      const stale = staleOf("PATCH /leads/:reference", e);
      if (stale) setLead(stale.current);
      return false;
    }
  };

  if (missing)
    return (
      <div>
        <PageHeading>Lead not found</PageHeading>
        <p className="mb-4">There is no lead {reference} among the forms your roles open.</p>
        <Link href={`${BASE}/leads`} className="text-blue-800 underline">
          Back to leads
        </Link>
      </div>
    );
  if (!lead)
    return (
      <div>
        <PageHeading>Lead {reference}</PageHeading>
        <ErrorMessage message={error} />
        {!error && <p>Loading…</p>}
      </div>
    );
  return (
    <div>
      <p className="mb-2">
        <Link href={`${BASE}/leads${lastInboxSearch()}`} className="text-blue-800 underline">
          ← All leads
        </Link>
      </p>
      <PageHeading>
        {lead.formTitle} <span className="font-mono">{lead.reference}</span>
      </PageHeading>
      <p className="mb-4 text-slate-700">
        Received {formatDateTime(lead.createdAt)} · {LANGUAGE_NAMES[lead.lang] ?? lead.lang} · status {lead.status} ·{" "}
        {lead.assignee ? `assigned to ${lead.assignee.name}` : "unassigned"}
        {lead.followUp ? ` · follow up on ${lead.followUp.on}` : ""}
      </p>
      <ErrorMessage message={error} />
      <Card title="Work on this lead">
        <ContactLinks contact={lead.contact} />
        <WorkPanel
          lead={lead}
          people={people}
          onChange={(body, done) =>
            apply(() => call("PATCH /leads/:reference", { params: { reference }, body: { version: lead.version, ...body } }), done)
          }
        />
      </Card>
      <Card title="What they sent">
        <Fields lead={lead} />
      </Card>
      {lead.file && (
        <Card title="Resume">
          <ResumeSection reference={lead.reference} file={lead.file} />
        </Card>
      )}
      {lead.form === "job-application" && (
        <Card title="Interview feedback">
          <Ratings
            lead={lead}
            onRate={(rating, feedback) =>
              apply(
                () => call("POST /leads/:reference/ratings", { params: { reference }, body: { rating, feedback } }),
                `Rating ${rating} out of 5 saved.`,
              )
            }
          />
        </Card>
      )}
      <Card title="Notes">
        <Notes
          lead={lead}
          onAdd={(text) =>
            apply(
              () => call("POST /leads/:reference/notes", { params: { reference }, body: { text, version: lead.version } }),
              "Note added.",
            )
          }
        />
      </Card>
      <Card title="Delivery to the team">
        <Deliveries lead={lead} />
      </Card>
      <Card title="Timeline">
        <Timeline lead={lead} />
      </Card>
    </div>
  );
}
