// Replacing a live document is confirmed, never done on choosing a file: the
// dialog shows the file now served and the one coming in (name, size, pages,
// as the server read them) and asks what changed. The note goes into the
// version history and the investors' update alert.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../components/ui";
import type { AnswerOf } from "../lib/api";

type ReplacementPreview = AnswerOf<"POST /documents/:documentId/versions/preview">;
import { formatBytes } from "../lib/format";

type Props = {
  documentTitle: string;
  preview: ReplacementPreview;
  onConfirm: (note: string) => void;
  onCancel: () => void;
};

const pages = (n: number | null) => (n === null ? "pages unknown" : n === 1 ? "1 page" : `${n} pages`);

export function ReplaceDialog({ documentTitle, preview, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const noteId = useId();

  // Modal: the rest of the page is inert and Escape cancels; the focus returns to the page when it closes.
  useEffect(() => {
    const d = dialog.current;
    d?.showModal();
    return () => d?.close();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setMissing(true);
    onConfirm(note.trim());
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onCancel={onCancel}
      className="m-auto w-full max-w-lg rounded border border-slate-400 bg-white p-4 backdrop:bg-slate-900/50"
    >
      <form onSubmit={submit} method="dialog" className="flex flex-col gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Replace “{documentTitle}”?
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold">Now in the library</dt>
            <dd className="break-all">{preview.current.fileName}</dd>
            <dd>
              {formatBytes(preview.current.size)}, {pages(preview.current.pages)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Replaces it</dt>
            <dd className="break-all">{preview.incoming.fileName}</dd>
            <dd>
              {formatBytes(preview.incoming.size)}, {pages(preview.incoming.pages)}
            </dd>
          </div>
        </dl>
        <label htmlFor={noteId} className="text-sm font-medium">
          What changed (required; shown in the version history and in the update alert to investors)
        </label>
        <textarea
          id={noteId}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${noteId}-error` : undefined}
          maxLength={1000}
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="rounded border border-slate-400 px-2 py-1.5"
        />
        {missing ? (
          <p id={`${noteId}-error`} className="text-sm text-red-800">
            Say what changed before replacing.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit">Replace the document</Button>
          <Button variant="secondary" onClick={onCancel}>
            Keep the current file
          </Button>
        </div>
      </form>
    </dialog>
  );
}
