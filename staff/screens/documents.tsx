// The company secretary's screen: publish one or more PDFs into a library
// folder (publish-form.tsx), then see every published document with its
// versions, replace one (with the upload's progress and a Cancel), or
// withdraw one with a reason. The server checks everything again; its sentences are shown as
// they come.
import { useCallback, useEffect, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage, TextField } from "../components/ui";
import { call, messageOf, type AnswerOf } from "../lib/api";
import { formatBytes, formatDateTime } from "../lib/format";
import { upload, type Upload } from "../lib/upload";
import { PublishForm } from "./publish-form";

type DocumentList = AnswerOf<"GET /documents">;
type PublishedDocument = DocumentList["documents"][number];
type Progress = { label: string; sent: number; abort: () => void } | null;

function useUpload() {
  const [progress, setProgress] = useState<Progress>(null);
  const run = useCallback(async <T,>(label: string, start: (onProgress: (sent: number) => void) => Upload<T>): Promise<T> => {
    const handle = start((sent) => setProgress((p) => (p ? { ...p, sent } : p)));
    setProgress({ label, sent: 0, abort: handle.abort });
    try {
      return await handle.done;
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, run };
}

function UploadProgress({ progress }: { progress: Progress }) {
  if (!progress) return null;
  const percent = Math.round(progress.sent * 100);
  return (
    <div className="my-3 flex flex-wrap items-center gap-3" role="group" aria-label="Upload progress">
      <label className="text-sm">
        {progress.label}: {percent}%
        <progress className="ml-2 align-middle" max={100} value={percent} />
      </label>
      <Button variant="secondary" onClick={progress.abort}>
        Cancel upload
      </Button>
    </div>
  );
}

const status = (d: PublishedDocument, now: number) =>
  d.withdrawnAt
    ? `Withdrawn ${formatDateTime(d.withdrawnAt)}`
    : Date.parse(d.publishAt) > now
      ? `Scheduled for ${formatDateTime(d.publishAt)}`
      : "Live";

export function Documents() {
  const announce = useAnnounce();
  const [list, setList] = useState<DocumentList>();
  const [error, setError] = useState<string>();
  const { progress, run } = useUpload();
  const [publishing, setPublishing] = useState(false);

  const load = useCallback(() => call("GET /documents").then(setList, (e: unknown) => setError(messageOf(e))), []);
  useEffect(() => {
    void load();
  }, [load]);

  const replace = async (doc: PublishedDocument, file: File) => {
    setError(undefined);
    const body = new FormData();
    body.set("file", file, file.name);
    try {
      const answer = await run(`Replacing ${doc.fileName}`, (onProgress) =>
        upload("POST /documents/:documentId/versions", { params: { documentId: doc.id } }, body, onProgress),
      );
      announce(`${doc.fileName} replaced: version ${answer.version} is live.`);
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const withdraw = async (doc: PublishedDocument, reason: string) => {
    setError(undefined);
    try {
      await call("POST /documents/:documentId/withdraw", { params: { documentId: doc.id }, body: { reason } });
      announce(`${doc.fileName} withdrawn. Its address now says it was withdrawn.`);
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const now = Date.now();
  return (
    <div>
      <PageHeading>Investor documents</PageHeading>
      <ErrorMessage message={error} />
      <Card title="Publish documents">
        <PublishForm categories={list?.categories ?? []} busy={progress !== null} onRunning={setPublishing} onPublished={load} />
        <UploadProgress progress={progress} />
      </Card>
      <Card title="Published documents">
        {!list ? (
          <p>Loading…</p>
        ) : list.documents.length === 0 ? (
          <p>Nothing has been published from the console yet.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {list.documents.map((d) => (
              <DocumentItem
                key={d.id}
                doc={d}
                status={status(d, now)}
                busy={progress !== null || publishing}
                onReplace={(f) => void replace(d, f)}
                onWithdraw={(r) => void withdraw(d, r)}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

type ItemProps = {
  doc: PublishedDocument;
  status: string;
  busy: boolean;
  onReplace: (file: File) => void;
  onWithdraw: (reason: string) => void;
};

function DocumentItem({ doc, status, busy, onReplace, onWithdraw }: ItemProps) {
  const [reason, setReason] = useState("");
  return (
    <li className="rounded border border-slate-300 p-3">
      <h3 className="font-semibold">{doc.title}</h3>
      <p className="text-sm text-slate-700">
        {[...doc.folder, doc.fileName].join(" / ")} · dated {doc.disclosureDate} · {status}
      </p>
      {doc.withdrawnReason ? <p className="text-sm">Reason: {doc.withdrawnReason}</p> : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm">Versions ({doc.versions.length})</summary>
        <table className="mt-2 text-sm">
          <thead>
            <tr>
              <th className="pr-4 text-left">Version</th>
              <th className="pr-4 text-left">Live from</th>
              <th className="pr-4 text-left">Live until</th>
              <th className="pr-4 text-left">Size</th>
              <th className="pr-4 text-left">By</th>
              <th className="text-left">SHA-256</th>
            </tr>
          </thead>
          <tbody>
            {doc.versions.map((v) => (
              <tr key={v.version}>
                <td className="pr-4">{v.version}</td>
                <td className="pr-4">{formatDateTime(v.liveFrom)}</td>
                <td className="pr-4">{v.liveUntil ? formatDateTime(v.liveUntil) : "—"}</td>
                <td className="pr-4">{formatBytes(v.size)}</td>
                <td className="pr-4">{v.uploadedBy}</td>
                <td className="font-mono">{v.sha256.slice(0, 16)}…</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {doc.withdrawnAt ? null : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            Replace with a new PDF
            <input
              type="file"
              accept="application/pdf,.pdf"
              disabled={busy}
              className="mt-1 block"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) onReplace(file);
                e.currentTarget.value = "";
              }}
            />
          </label>
          <TextField label="Reason for withdrawing" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
          <Button variant="danger" disabled={!reason.trim()} onClick={() => onWithdraw(reason)}>
            Withdraw
          </Button>
        </div>
      )}
    </li>
  );
}
