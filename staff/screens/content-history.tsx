// Every published version of the section, newest first: who published and
// who approved it, the difference from the version before it in words, and
// "Restore": publishing that version again as the newest (for a regulated
// section, once a second compliance officer approves it).
import { useState } from "react";
import type { ContentProblem } from "#shared/site-content";
import { Button, Card, ErrorMessage } from "../components/ui";
import { ApiError, call, messageOf } from "../lib/api";
import type { ContentVersion, SectionDetail, VersionDiff } from "../lib/content-types";
import { formatDateTime } from "../lib/format";
import { ChangeList } from "./content-changes";

type Props = { detail: SectionDetail; onDone: (message: string) => Promise<void>; onProblems: (p: ContentProblem[]) => void };

export function ContentHistory({ detail, onDone, onProblems }: Props) {
  const published = detail.history.filter((v) => v.status === "published" && v.number !== null);
  return (
    <Card title="Published versions">
      {published.length === 0 ? (
        <p>No version has been published from the console yet: the site shows the version it was built with.</p>
      ) : (
        <ol className="space-y-3">
          {published.map((v) => (
            <Version key={v.id} version={v} detail={detail} onDone={onDone} onProblems={onProblems} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function Version({ version: v, detail, onDone, onProblems }: Props & { version: ContentVersion }) {
  const [diff, setDiff] = useState<VersionDiff>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const params = { section: detail.section.id, number: String(v.number) };
  const live = v.number === detail.section.liveNumber;
  const toggle = async () => {
    if (diff) return setDiff(undefined);
    try {
      setDiff(await call("GET /content/sections/:section/versions/:number", { params }));
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const restore = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const r = await call("POST /content/sections/:section/versions/:number/restore", { params });
      await onDone(
        r.version.status === "awaiting-approval"
          ? `Version ${v.number} is sent for approval to go live again.`
          : `Version ${v.number} is live again, as version ${r.version.number}.`,
      );
    } catch (e) {
      setError(messageOf(e));
      if (e instanceof ApiError && Array.isArray(e.body.problems)) onProblems(e.body.problems as ContentProblem[]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="rounded border border-slate-300 p-2">
      <p>
        <strong>Version {v.number}</strong>
        {live && " (live)"}: published {formatDateTime(v.publishedAt)} by {v.publishedBy ?? "—"}
        {v.approvedBy && `, approved by ${v.approvedBy}`}
        {v.restores && `, restoring version ${v.restores}`}.
      </p>
      <ErrorMessage message={error} />
      <div className="mt-1 flex flex-wrap gap-2">
        <Button variant="secondary" className="text-sm" aria-expanded={!!diff} onClick={() => void toggle()}>
          {diff ? "Hide" : "Show"} changes in version {v.number}
        </Button>
        {!live && !detail.open && (
          <Button variant="secondary" className="text-sm" disabled={busy} onClick={() => void restore()}>
            Restore version {v.number}
          </Button>
        )}
      </div>
      {diff && (
        <div className="mt-2">
          <p className="text-sm text-slate-700">
            Against {diff.against === "git" ? "the version the site was built with" : `version ${diff.against}`}:
          </p>
          <ChangeList changes={diff.changes} empty="No differences." />
        </div>
      )}
    </li>
  );
}
