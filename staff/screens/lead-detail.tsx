import { useState, type FormEvent } from "react";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage } from "../components/ui";
import type { Person } from "#shared/staff-api/common";
import { call, staleOf, type AnswerOf } from "../lib/api";
import { useColleagues } from "../lib/colleagues";
import { formatDateTime, LANGUAGE_NAMES } from "../lib/format";
import { lastInboxSearch } from "../lib/lead-filters";
import { BASE } from "../lib/paths";
import { timelineText } from "../lib/timeline";
import { ContactLinks, WorkPanel } from "./lead-work";
import { Ratings } from "./lead-ratings";
import { ResumeSection } from "./resume-section";
import { BackLink, CaseScreen, FactList, useCaseWork, type CaseWork } from "./case-work";
import { StaffNoteField } from "../components/staff-note-field";

type LeadDetail = AnswerOf<"GET /leads/:reference">;

function Fields({ lead }: { lead: LeadDetail }) {
  return <FactList facts={lead.fields.map((f) => ({ label: f.label, value: f.value }))} />;
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
        <StaffNoteField label="Add a note (seen by staff only)" value={text} onChange={setText} />
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

const load = (reference: string) => call("GET /leads/:reference", { params: { reference } });
const fromStale = (e: unknown) => staleOf("PATCH /leads/:reference", e)?.current;

export function LeadDetailScreen({ reference }: { reference: string }) {
  const work = useCaseWork(reference, load, fromStale);
  const people = useColleagues(work.record?.form);

  return (
    <CaseScreen
      work={work}
      kind="Lead"
      reference={reference}
      list="leads"
      missingSentence={`There is no lead ${reference} among the forms your roles open.`}
    >
      {(lead) => <TheLead lead={lead} people={people} apply={work.apply} error={work.error} />}
    </CaseScreen>
  );
}

function TheLead({
  lead,
  people,
  apply,
  error,
}: {
  lead: LeadDetail;
  people: Person[];
  apply: CaseWork<LeadDetail>["apply"];
  error?: string;
}) {
  const { reference } = lead;
  return (
    <>
      <BackLink href={`${BASE}/leads${lastInboxSearch()}`}>All leads</BackLink>
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
    </>
  );
}
