// One complaint, read like a help desk's conversation: first the complaint
// itself (who, what, when, its clock), then its history (replies, status
// changes, internal notes, emails, decisions), then one composer; the
// assignment and the four-eyes rejection after it.
import { useEffect, useState } from "react";
import { PageHeading } from "../components/page-heading";
import { RestrictionNotice } from "./complaint-restriction";
import { Card, ErrorMessage } from "../components/ui";
import { call, staleOf, type AnswerOf } from "../lib/api";
import { daysLeftText } from "../lib/days-left";
import { formatDateTime, LANGUAGE_NAMES } from "../lib/format";
import { CATEGORY_NAMES } from "./complaints-queue";
import { Conversation } from "./complaint-conversation";
import { Composer } from "./complaint-composer";
import { Assign, Rejection } from "./complaint-actions";
import { AllComplaintsLink, CaseScreen, FactList, useCaseWork, type Fact } from "./case-work";
import { whileLive } from "../lib/live";

type ComplaintDetail = AnswerOf<"GET /complaints/:reference">;
const KINDS: Record<string, string> = {
  borrower: "borrower's complaint",
  shareholder: "shareholder's complaint",
  privacy: "privacy grievance",
};

function TheComplaint({ c }: { c: ComplaintDetail }) {
  const words = c.lang ?? undefined;
  const facts: Fact[] = [
    ...c.fields.map((f) => ({ label: f.label, value: f.value, lang: words })),
    { label: "Filed", value: `${formatDateTime(c.filedAt)}, in ${LANGUAGE_NAMES[c.lang ?? ""] ?? c.lang}` },
    { label: "Category", value: CATEGORY_NAMES[c.category ?? ""] ?? c.category ?? "—" },
    { label: "Clock", value: `${c.clockDays} days (${KINDS[c.kind] ?? c.kind})` },
    {
      label: "Answer by",
      value: `${c.answerBy} (${daysLeftText(c.daysLeft)})${c.escalated ? ", escalated to the Principal Nodal Officer" : ""}`,
      overdue: c.overdue,
    },
    { label: "Status", value: c.status },
    { label: "Assigned to", value: c.assignee?.name ?? "Nobody yet" },
  ];
  return (
    <Card title="The complaint">
      <FactList facts={facts} />
    </Card>
  );
}

const load = (reference: string) => call("GET /complaints/:reference", { params: { reference } });
const fromStale = (e: unknown) => staleOf("PATCH /complaints/:reference", e)?.current;

export function ComplaintDetailScreen({ reference }: { reference: string }) {
  const work = useCaseWork(reference, load, fromStale);
  const [me, setMe] = useState<string>();

  useEffect(() => whileLive(call("GET /me"), (m) => setMe(m.user.id)), []);

  return (
    <CaseScreen
      work={work}
      kind="Complaint"
      reference={reference}
      list="complaints"
      missingSentence={`There is no complaint ${reference}.`}
    >
      {(c) => (
        <>
          <AllComplaintsLink />
          <PageHeading>
            Complaint <span className="font-mono">{c.reference}</span>
          </PageHeading>
          <TheComplaint c={c} />
          <RestrictionNotice restriction={c.restriction} />
          <Card title="History">
            <Conversation c={c} />
          </Card>
          <ErrorMessage message={work.error} />
          <section className="mb-6 rounded border border-slate-300 bg-white p-4">
            <Composer c={c} act={work.apply} />
          </section>
          <Card title="Assignment">
            <Assign key={c.version} c={c} act={work.apply} />
          </Card>
          <Card title="Rejection (needs a second officer)">
            {/* Fresh once a proposal comes or goes or the status moves; a colleague's other change (a 409 shows it)
                leaves a reason being typed as it is. */}
            <Rejection key={`${c.status}|${c.rejection?.proposedAt ?? ""}`} c={c} me={me} act={work.apply} />
          </Card>
        </>
      )}
    </CaseScreen>
  );
}
