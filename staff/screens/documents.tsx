// The company secretary's screen: publish one or more PDFs into a library
// folder (publish-form.tsx), then see every published document with its
// versions, replace one (with the upload's progress and a Cancel), or
// withdraw one with a reason. The server checks everything again; its sentences are shown as
// they come.
import { useCallback, useState } from "react";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage } from "../components/ui";
import { call, messageOf, type AnswerOf, type BodyOf } from "../lib/api";

type DocumentList = AnswerOf<"GET /documents">;
type PublishedDocument = DocumentList["documents"][number];
type ReplacementPreview = AnswerOf<"POST /documents/:documentId/versions/preview">;
import { formatDateTime } from "../lib/format";
import { DocumentPanel } from "./document-panel";
import { DocumentTable } from "./document-table";
import { upload, type Upload } from "../lib/upload";
import { PublishForm } from "./publish-form";
import { ReplaceDialog } from "./replace-dialog";
import { useLoad } from "../lib/use-load";

type Pending = { doc: PublishedDocument; file: File; preview: ReplacementPreview };

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
  const [pending, setPending] = useState<Pending>();
  const [selected, setSelected] = useState<string>();

  const load = useCallback(() => call("GET /documents").then(setList, (e: unknown) => setError(messageOf(e))), []);
  useLoad(load);

  // Choosing a file only checks it and shows both files; nothing changes until the secretary confirms with a note.
  const check = async (doc: PublishedDocument, file: File) => {
    setError(undefined);
    const body = new FormData();
    body.set("file", file, file.name);
    try {
      const preview = await run(`Checking ${file.name}`, (onProgress) =>
        upload("POST /documents/:documentId/versions/preview", { params: { documentId: doc.id } }, body, onProgress),
      );
      setPending({ doc, file, preview });
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const replace = async ({ doc, file }: Pending, note: string) => {
    setPending(undefined);
    const body = new FormData();
    body.set("note", note);
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

  const withdraw = async (doc: PublishedDocument, reason: string, category?: string) => {
    setError(undefined);
    try {
      const answer = await call("POST /documents/:documentId/withdraw", {
        params: { documentId: doc.id },
        body: { reason, category: category as BodyOf<"POST /documents/:documentId/withdraw">["category"] },
      });
      announce(
        "pending" in answer
          ? `Withdrawal of ${doc.fileName} asked for: a second secretarial officer approves it.`
          : `${doc.fileName} withdrawn. Its address now says it was withdrawn.`,
      );
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const decide = async (doc: PublishedDocument, decision: "approve" | "decline") => {
    setError(undefined);
    try {
      await call(decision === "approve" ? "POST /documents/:documentId/withdraw/approve" : "POST /documents/:documentId/withdraw/decline", {
        params: { documentId: doc.id },
      });
      announce(
        decision === "approve"
          ? `${doc.fileName} withdrawn. Its address now says it was withdrawn.`
          : `Withdrawal of ${doc.fileName} declined.`,
      );
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const now = Date.now();
  const chosen = list?.documents.find((d) => d.id === selected);
  return (
    <div>
      <PageHeading>Investor documents</PageHeading>
      <ErrorMessage message={error} />
      <Card title="Publish documents">
        <PublishForm
          categories={list?.categories ?? []}
          documents={list?.documents ?? []}
          busy={progress !== null}
          onRunning={setPublishing}
          onPublished={load}
        />
        <UploadProgress progress={progress} />
      </Card>
      {pending ? (
        <ReplaceDialog
          documentTitle={pending.doc.title}
          preview={pending.preview}
          onConfirm={(note) => void replace(pending, note)}
          onCancel={() => setPending(undefined)}
        />
      ) : null}
      <Card title="Published documents">
        {!list ? (
          <p>Loading…</p>
        ) : list.documents.length === 0 ? (
          <p>Nothing has been published from the console yet.</p>
        ) : (
          <DocumentTable documents={list.documents} categories={list.categories} selected={selected} onSelect={setSelected} now={now} />
        )}
        {chosen ? (
          <DocumentPanel
            key={chosen.id}
            doc={chosen}
            status={status(chosen, now)}
            busy={progress !== null || publishing}
            onReplace={(f) => void check(chosen, f)}
            onWithdraw={(r, c) => void withdraw(chosen, r, c)}
            onDecide={(d) => void decide(chosen, d)}
          />
        ) : null}
      </Card>
    </div>
  );
}
