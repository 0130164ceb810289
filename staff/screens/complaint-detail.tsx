// One complaint, read like a help desk's conversation: first the complaint
// itself (who, what, when, its clock), then its history (replies, status
// changes, internal notes, emails, decisions), then one composer; the
// assignment and the four-eyes rejection after it.
import { useEffect, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { RestrictionNotice } from "./complaint-restriction";
import { Card, ErrorMessage } from "../components/ui";
import { ApiError, call, messageOf, type AnswerOf } from "../lib/api";
import { daysLeftText } from "../lib/days-left";
import { formatDateTime, LANGUAGE_NAMES } from "../lib/format";
import { BASE } from "../lib/paths";
import { CATEGORY_NAMES } from "./complaints-queue";
import { Conversation } from "./complaint-conversation";
import { Composer } from "./complaint-composer";
import { Assign, Rejection } from "./complaint-actions";

type ComplaintDetail = AnswerOf<"GET /complaints/:reference">;
const KINDS: Record<string, string> = {
  borrower: "borrower's complaint",
  shareholder: "shareholder's complaint",
  privacy: "privacy grievance",
};

function TheComplaint({ c }: { c: ComplaintDetail }) {
  const facts: [string, string][] = [
    ["Filed", `${formatDateTime(c.filedAt)}, in ${LANGUAGE_NAMES[c.lang ?? ""] ?? c.lang}`],
    ["Category", CATEGORY_NAMES[c.category ?? ""] ?? c.category ?? "—"],
    ["Clock", `${c.clockDays} days (${KINDS[c.kind] ?? c.kind})`],
    ["Answer by", `${c.answerBy} (${daysLeftText(c.daysLeft)})${c.escalated ? ", escalated to the Principal Nodal Officer" : ""}`],
    ["Status", c.status],
    ["Assigned to", c.assignee?.name ?? "Nobody yet"],
  ];
  const row = (label: string, value: string, words = false, overdue = false) => (
    <div key={label} className="contents">
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd
        lang={words && c.lang ? c.lang : undefined}
        className={`mb-2 break-words whitespace-pre-wrap sm:mb-0 ${overdue ? "font-semibold text-red-800" : ""}`}
      >
        {value || "—"}
      </dd>
    </div>
  );
  return (
    <Card title="The complaint">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {c.fields.map((f) => row(f.label, f.value, true))}
        {facts.map(([label, value]) => row(label, value, false, label === "Answer by" && c.overdue))}
      </dl>
    </Card>
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
      <TheComplaint c={c} />
      <RestrictionNotice restriction={c.restriction} />
      <Card title="History">
        <Conversation c={c} />
      </Card>
      <ErrorMessage message={error} />
      <section className="mb-6 rounded border border-slate-300 bg-white p-4">
        <Composer c={c} act={act} />
      </section>
      <Card title="Assignment">
        <Assign key={c.version} c={c} act={act} />
      </Card>
      <Card title="Rejection (needs a second officer)">
        <Rejection key={c.version} c={c} me={me} act={act} />
      </Card>
    </div>
  );
}
