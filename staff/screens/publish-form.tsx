// The publish form: one or more PDFs, each with its own title and disclosure
// date, into one folder, now or at one set time. The files go one after
// another (lib/publish-batch.ts) with each one's progress and a Cancel for
// the rest; the results then take the focus, and the files that were not
// published stay in the form with what was typed, to fix and send again.
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { encodeModalPath } from "#shared/documents/path-codec";
import { Button, ErrorMessage, SelectField, TextField } from "../components/ui";
import { formatBytes, formatDateTime } from "../lib/format";
import { type Batch, type BatchProgress, type BatchResult, type BatchRow, addFiles, runBatch } from "../lib/publish-batch";
import { upload } from "../lib/upload";

type Props = { categories: readonly string[]; busy: boolean; onRunning: (running: boolean) => void; onPublished: () => Promise<void> };

const NO_FILES = "Choose at least one PDF to publish.";

export function PublishForm({ categories, busy, onRunning, onPublished }: Props) {
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [progress, setProgress] = useState<BatchProgress>();
  const [results, setResults] = useState<BatchResult[]>();
  const [error, setError] = useState<string>();
  const batch = useRef<Batch | undefined>(undefined);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const keys = useRef(0);
  const fileInputId = useId();

  // The results say what happened to every file: the focus goes there once they are on the screen, so they are read first.
  useEffect(() => {
    if (results) resultsHeading.current?.focus();
  }, [results]);

  const update = (key: string, change: Partial<BatchRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const publish = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(undefined);
    if (rows.length === 0) return setError(NO_FILES);
    const data = new FormData(e.currentTarget);
    const sub = String(data.get("subfolder") ?? "")
      .split("/")
      .map((s) => s.trim())
      .filter(Boolean);
    const folder = encodeModalPath([String(data.get("category") ?? ""), ...sub]);
    const at = String(data.get("publishAt") ?? "");
    // datetime-local is the secretary's own clock; the server takes an instant with its zone.
    const publishAt = at ? new Date(at).toISOString() : "";
    const sending = rows;
    onRunning(true);
    setResults(undefined);
    batch.current = runBatch(
      sending,
      (row, onProgress) => {
        const body = new FormData();
        body.set("folder", folder);
        body.set("title", row.title);
        body.set("disclosureDate", row.disclosureDate);
        if (publishAt) body.set("publishAt", publishAt);
        body.set("file", row.file, row.file.name);
        return upload("POST /documents", {}, body, onProgress);
      },
      setProgress,
    );
    const outcome = await batch.current.done;
    batch.current = undefined;
    setProgress(undefined);
    onRunning(false);
    const published = new Set(outcome.filter((r) => r.outcome === "published").map((r) => r.key));
    setRows((rs) => rs.filter((r) => !published.has(r.key)));
    setResults(outcome);
    if (published.size > 0) await onPublished();
  };

  const running = progress !== undefined;
  return (
    <div>
      <ErrorMessage message={error} />
      <form onSubmit={(e) => void publish(e)} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={fileInputId} className="block text-sm font-medium text-slate-800">
            PDFs (one or more, at most 50 MB each)
          </label>
          <input
            id={fileInputId}
            type="file"
            accept="application/pdf,.pdf"
            multiple
            disabled={running}
            className="mt-1 block"
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              // Cleared, so choosing again adds files (from another folder too) instead of replacing the list.
              e.currentTarget.value = "";
              setRows((rs) => addFiles(rs, files, () => `f${++keys.current}`));
            }}
          />
        </div>
        {rows.length > 0 ? (
          <ol className="flex flex-col gap-3 sm:col-span-2">
            {rows.map((row, i) => (
              <li key={row.key}>
                <fieldset className="grid gap-3 rounded border border-slate-300 p-3 sm:grid-cols-2" disabled={running}>
                  <legend className="px-1 text-sm font-semibold">
                    File {i + 1} of {rows.length}: {row.file.name} ({formatBytes(row.file.size)})
                  </legend>
                  <TextField
                    label="Title"
                    required
                    maxLength={200}
                    value={row.title}
                    onChange={(e) => update(row.key, { title: e.target.value })}
                  />
                  <TextField
                    label="Disclosure date"
                    type="date"
                    required
                    value={row.disclosureDate}
                    onChange={(e) => update(row.key, { disclosureDate: e.target.value })}
                  />
                  <div className="sm:col-span-2">
                    <Button variant="secondary" onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}>
                      Remove {row.file.name}
                    </Button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
        ) : null}
        <SelectField label="Category" name="category" required defaultValue="" disabled={running}>
          <option value="" disabled>
            Choose a category
          </option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField label="Folder inside the category (optional, e.g. 2025-26)" name="subfolder" readOnly={running} />
        <TextField label="Publish at (leave empty to publish now; India time)" name="publishAt" type="datetime-local" readOnly={running} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={running || busy}>
            {rows.length > 1 ? `Publish ${rows.length} documents` : "Publish"}
          </Button>
        </div>
      </form>
      {progress ? <BatchProgressBar progress={progress} onCancel={() => batch.current?.cancel()} /> : null}
      {results ? <BatchResults results={results} headingRef={resultsHeading} /> : null}
    </div>
  );
}

function BatchProgressBar({ progress, onCancel }: { progress: BatchProgress; onCancel: () => void }) {
  const percent = Math.round(progress.sent * 100);
  return (
    <div className="my-3 flex flex-wrap items-center gap-3" role="group" aria-label="Upload progress">
      <label className="text-sm">
        Uploading file {progress.index + 1} of {progress.total}, {progress.fileName}: {percent}%
        <progress className="ml-2 align-middle" max={100} value={percent} />
      </label>
      <Button variant="secondary" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}

function BatchResults({ results, headingRef }: { results: BatchResult[]; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const id = useId();
  const count = (o: BatchResult["outcome"]) => results.filter((r) => r.outcome === o).length;
  const summary = [
    `${count("published")} published`,
    count("refused") ? `${count("refused")} refused` : "",
    count("cancelled") ? `${count("cancelled")} not sent (cancelled)` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <section className="mt-4" aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={-1} className="font-semibold">
        Upload results: {summary}
      </h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {results.map((r) => (
          <li key={r.key}>
            {r.outcome === "published"
              ? `Published: ${r.title} (${r.fileName}). It is in the library from ${formatDateTime(r.publishAt)}.`
              : r.outcome === "refused"
                ? `Refused: ${r.fileName}. ${r.message}`
                : `Not sent: ${r.fileName} (the upload was cancelled).`}
          </li>
        ))}
      </ul>
      {count("refused") + count("cancelled") > 0 ? (
        <p className="mt-2 text-sm">The files that were not published are still in the form above: correct them and publish again.</p>
      ) : null}
    </section>
  );
}
