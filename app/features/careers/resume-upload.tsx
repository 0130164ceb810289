import { useRef } from "react";
import { jobApplicationCopy } from "#copy/form-words/job-application";
import { MAX_RESUME_BYTES, RESUME_ACCEPT } from "#forms/job-application";
import { fill } from "../../lib/fill";

const copy = jobApplicationCopy.resume;
const SIZE_LABEL = `${MAX_RESUME_BYTES / (1024 * 1024)} MB`;
import { describedBy } from "../../components/ui/form-field";

/** docs/requirements.md#forms: the resume's upload list item moves through these (plus 'ready': chosen, not yet sent). */
type UploadStatus = "ready" | "uploading" | "done" | "error" | "removed";
export type UploadItem = { name: string; size: number; status: UploadStatus; percent: number };

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type Props = {
  id: string;
  item: UploadItem | null;
  error?: string;
  onPick: (file: File | null) => void;
  onRemove: () => void;
};

/**
 * One file, chosen here and sent with the form (never uploaded on its own).
 * The list item shows the file's state; a removed file stays listed as
 * removed until another is chosen, so the visitor sees what happened.
 */
export function ResumeUpload({ id, item, error, onPick, onRemove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hint = fill(copy.hint, { size: SIZE_LABEL });
  const sending = item?.status === "uploading";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {copy.label}
      </label>
      <input
        ref={input}
        id={id}
        name="resume"
        type="file"
        accept={RESUME_ACCEPT}
        disabled={sending}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required="true"
        onChange={(e) => {
          onPick(e.target.files?.[0] ?? null);
        }}
        className="mt-1 block w-full text-sm text-ink file:mr-4 file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-navy-800"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {item ? (
        <ul aria-label={copy.label} className="mt-3">
          <li data-status={item.status} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className={`min-w-0 truncate ${item.status === "removed" ? "text-muted line-through" : "text-ink"}`}>
                {item.name} <span className="text-muted">({formatSize(item.size)})</span>
              </span>
              <span
                className={`shrink-0 font-medium ${
                  item.status === "error" ? "text-red-700" : item.status === "done" ? "text-green-800" : "text-muted"
                }`}
              >
                {copy.uploadStatus[item.status]}
                {item.status === "uploading" ? ` ${item.percent}%` : ""}
              </span>
              {item.status === "ready" || item.status === "error" ? (
                <button
                  type="button"
                  onClick={() => {
                    if (input.current) input.current.value = "";
                    onRemove();
                  }}
                  className="shrink-0 rounded px-2 py-1 font-medium text-navy-700 underline underline-offset-2 hover:bg-navy-50"
                >
                  {copy.removeFile}
                  <span className="sr-only"> {item.name}</span>
                </button>
              ) : null}
            </div>
            {item.status === "uploading" || item.status === "done" ? (
              <progress
                className="mt-2 block h-1.5 w-full accent-navy-700"
                max={100}
                value={item.percent}
                aria-label={`${copy.uploadStatus.uploading} ${item.name}`}
              />
            ) : null}
          </li>
        </ul>
      ) : null}
    </div>
  );
}
