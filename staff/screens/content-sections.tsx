// "Site content": the sections of the site this person's roles edit
// (content/section-modules.ts), each with its live version, its open change
// and whether git changed under it. Opening one loads the editor, a chunk of
// its own (the first screen stays small).
import { useEffect, useState } from "react";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { ErrorMessage } from "../components/ui";
import { call, messageTo } from "../lib/api";
import { STATUS_LABELS, type SectionSummary } from "../lib/content-types";
import { contentHref } from "../lib/paths";
import { whileLive } from "../lib/live";

export function ContentSections() {
  const [sections, setSections] = useState<SectionSummary[]>();
  const [error, setError] = useState<string>();
  useEffect(() => whileLive(call("GET /content/sections"), (r) => setSections(r.sections), messageTo(setError)), []);
  return (
    <div>
      <PageHeading>Site content</PageHeading>
      <p className="mb-4 max-w-prose">
        The sections of the public site you may change. A change is a private draft until it is published; a regulated section goes live
        only once a second compliance officer approves it.
      </p>
      <ErrorMessage message={error} />
      {!sections && !error && <p>Loading…</p>}
      {sections?.length === 0 && <p>None of your roles edits a section of the site.</p>}
      {sections && sections.length > 0 && (
        <ul className="divide-y divide-slate-300 rounded border border-slate-300 bg-white">
          {sections.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
              <Link href={contentHref(s.id)} className="font-medium text-blue-800 underline">
                {s.title}
              </Link>
              <span className="text-sm text-slate-700">{s.liveNumber ? `Live: version ${s.liveNumber}` : "Live: as built"}</span>
              {s.open && <Mark tone={s.open.status === "failed" ? "red" : "amber"}>{openLabel(s)}</Mark>}
              {s.approval && <Mark tone="slate">Needs a second approval</Mark>}
              {s.gitChanged && <Mark tone="red">Git changed</Mark>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function openLabel(s: SectionSummary): string {
  const status = s.open!.status;
  return status === "draft" ? `Open draft (${s.open!.createdBy})` : STATUS_LABELS[status];
}

const TONES = {
  amber: "border-amber-700 bg-amber-50 text-amber-900",
  red: "border-red-700 bg-red-50 text-red-900",
  slate: "border-slate-500 text-slate-800",
};

function Mark({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={`rounded border px-1.5 text-sm ${TONES[tone]}`}>{children}</span>;
}
