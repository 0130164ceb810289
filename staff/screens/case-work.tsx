// What the lead screen and the complaint screen share: one case (a lead, a complaint) read by its reference, its
// three states before it is shown (loading, an error, not found), the facts as a list of labels and values, the link
// back to the list, and one way to apply a change: the answer replaces the case and is announced; an error is shown;
// on a colleague's change since the case was read (409) the case is shown as it is now, beside the sentence that
// names who changed what.
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useAnnounce } from "../components/announcer";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { ErrorMessage } from "../components/ui";
import { ApiError, messageOf } from "../lib/api";
import { BASE } from "../lib/paths";
import { whileLive } from "../lib/live";

/** The case as it is now, when `error` is a 409 of a version-checked change (lib/api.ts staleOf). */
type FromStale<T> = (error: unknown) => T | undefined;

export type CaseWork<T> = {
  record: T | undefined;
  error: string | undefined;
  missing: boolean;
  /** Runs a change; its answer becomes the case and `done` is announced. false when it failed. */
  apply: (run: () => Promise<T>, done: string) => Promise<boolean>;
};

/** Reads the case (again when the reference changes); a 404 is "not found", any other failure an error. */
export function useCaseWork<T>(reference: string, load: (reference: string) => Promise<T>, fromStale: FromStale<T>): CaseWork<T> {
  const announce = useAnnounce();
  const [record, setRecord] = useState<T>();
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState(false);

  useEffect(
    () =>
      whileLive(load(reference), setRecord, (e) => {
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        else setError(messageOf(e));
      }),
    [reference, load],
  );

  const apply = useCallback(
    async (run: () => Promise<T>, done: string): Promise<boolean> => {
      setError(undefined);
      try {
        setRecord(await run());
        announce(done);
        return true;
      } catch (e) {
        setError(messageOf(e));
        const current = fromStale(e);
        if (current) setRecord(current);
        return false;
      }
    },
    [announce, fromStale],
  );
  return { record, error, missing, apply };
}

type CaseScreenProps<T> = {
  work: CaseWork<T>;
  /** What the case is ("Lead", "Complaint"): the heading while it loads is "Complaint CMP-…", and "Complaint not found". */
  kind: "Lead" | "Complaint";
  reference: string;
  /** The list it belongs to, under /staff, linked back to ("Back to complaints") when the case is not found. */
  list: "leads" | "complaints";
  /** Said when the case is not found. */
  missingSentence: string;
  children: (record: T) => ReactNode;
};

/** The case once read (`children`), or what stands in for it: loading, an error, not found. */
export function CaseScreen<T>({ work, kind, reference, list, missingSentence, children }: CaseScreenProps<T>) {
  if (work.missing)
    return (
      <div>
        <PageHeading>{`${kind} not found`}</PageHeading>
        <p className="mb-4">{missingSentence}</p>
        <Link href={`${BASE}/${list}`} className="text-blue-800 underline">
          {`Back to ${list}`}
        </Link>
      </div>
    );
  if (!work.record)
    return (
      <div>
        <PageHeading>{`${kind} ${reference}`}</PageHeading>
        <ErrorMessage message={work.error} />
        {!work.error && <p>Loading…</p>}
      </div>
    );
  return <div>{children(work.record)}</div>;
}

/** The link above a screen's heading back to its list: "← All complaints". */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <p className="mb-2">
      <Link href={href} className="text-blue-800 underline">
        ← {children}
      </Link>
    </p>
  );
}

/** "← All complaints", above the complaint screens' headings. */
export const AllComplaintsLink = () => <BackLink href={`${BASE}/complaints`}>All complaints</BackLink>;

export type Fact = { label: string; value: string; lang?: string; overdue?: boolean };

/** A case's facts, label beside value on a wide screen and above it on a phone; an empty value is a dash. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {facts.map((f, i) => (
        <div key={i} className="contents">
          <dt className="font-semibold text-slate-800">{f.label}</dt>
          <dd lang={f.lang} className={`mb-2 break-words whitespace-pre-wrap sm:mb-0 ${f.overdue ? "font-semibold text-red-800" : ""}`}>
            {f.value || "—"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
