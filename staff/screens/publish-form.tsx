// The publish form: one or more PDFs, each with its own title and disclosure
// date, into one folder, now or at one set time. The files go one after
// another (lib/publish-batch.ts) with each one's progress and a Cancel for
// the rest; the results then take the focus, and the files that were not
// published stay in the form with what was typed, to fix and send again.
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { encodeModalPath } from "#shared/documents/path-codec";
import { indiaDate, indiaLocalToIso } from "#shared/india-dates";
import { Button, ErrorMessage, SelectField, TextField } from "../components/ui";
import { formatBytes, formatDateTime } from "../lib/format";
import { type Batch, type BatchProgress, type BatchResult, type BatchRow, addFiles, runBatch } from "../lib/publish-batch";
import { publishSummary, sameTitleElsewhere } from "../lib/publish-summary";
import type { AnswerOf } from "../lib/api";

type PublishedDocument = AnswerOf<"GET /documents">["documents"][number];
import { upload } from "../lib/upload";
import { Options } from "../components/options";

type Props = {
  categories: readonly string[];
  /** What is published already: a title that is in another folder too is flagged. */
  documents: readonly PublishedDocument[];
  busy: boolean;
  onRunning: (running: boolean) => void;
  onPublished: () => Promise<void>;
};

const folderOf = (category: string, subfolder: string) => [
  ...(category ? [category] : []),
  ...subfolder
    .split("/")
    .map((s) => s.trim())
    .filter(Boolean),
];

const NO_FILES = "Choose at least one PDF to publish.";

export function PublishForm({ categories, documents, busy, onRunning, onPublished }: Props) {
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [category, setCategory] = useState("");
  const [subfolder, setSubfolder] = useState("");
  const [publishAtLocal, setPublishAtLocal] = useState("");
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

  const folderNames = folderOf(category, subfolder);
  // The field says India time, so it is read as India time whatever zone the laptop is set to (issue 31).
  const publishAt = publishAtLocal ? indiaLocalToIso(publishAtLocal) : undefined;

  const publish = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(undefined);
    if (rows.length === 0) return setError(NO_FILES);
    const folder = encodeModalPath(folderNames);
    const sending = rows;
    onRunning(true);
    setResults(undefined);
    batch.current = runBatch(
      sending,
      (row, onProgress) => {
        const body = new FormData();
        body.set("folder", folder);
        body.set("title", row.title);
        body.set("titleHi", row.titleHi);
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
    // The schedule was this batch's: the next files go now unless a time is set again.
    if (published.size > 0) setPublishAtLocal("");
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
              setRows((rs) => addFiles(rs, files, () => `f${++keys.current}`, indiaDate(new Date().toISOString())));
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
                    aria-describedby={sameTitleElsewhere(row.title, folderNames, documents).length ? `${row.key}-same` : undefined}
                  />
                  <TextField
                    label="Title in Hindi (optional; the Hindi library and feed show it)"
                    lang="hi"
                    maxLength={200}
                    value={row.titleHi}
                    onChange={(e) => update(row.key, { titleHi: e.target.value })}
                  />
                  <SameTitle id={`${row.key}-same`} folders={sameTitleElsewhere(row.title, folderNames, documents)} />
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
        <SelectField
          label="Category"
          name="category"
          required
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          disabled={running}
        >
          <option value="" disabled>
            Choose a category
          </option>
          <Options items={categories} />
        </SelectField>
        <TextField
          label="Folder inside the category (optional, e.g. 2025-26)"
          name="subfolder"
          value={subfolder}
          onChange={(e) => setSubfolder(e.target.value)}
          readOnly={running}
        />
        <div>
          <TextField
            label="Publish at (leave empty to publish now; India time)"
            name="publishAt"
            type="datetime-local"
            value={publishAtLocal}
            onChange={(e) => setPublishAtLocal(e.target.value)}
            readOnly={running}
            aria-describedby="publish-at-reads"
          />
          <p id="publish-at-reads" className="mt-1 text-sm text-slate-700">
            {publishAt ? `Publishes at ${formatDateTime(publishAt)} India time (IST).` : "Publishes as soon as you press Publish."}
          </p>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={running || busy}>
            Publish: {publishSummary(rows.length, folderNames, publishAt)}
          </Button>
        </div>
      </form>
      {progress ? <BatchProgressBar progress={progress} onCancel={() => batch.current?.cancel()} /> : null}
      {results ? <BatchResults results={results} headingRef={resultsHeading} /> : null}
    </div>
  );
}

function SameTitle({ id, folders }: { id: string; folders: string[] }) {
  if (!folders.length) return null;
  return (
    <p id={id} className="text-sm font-medium text-amber-900 sm:col-span-2">
      The same title is already published in {folders.join("; ")}. Make the titles tell the documents apart.
    </p>
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
