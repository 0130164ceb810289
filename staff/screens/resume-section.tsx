import { useEffect, useState } from "react";
import { Button, ErrorMessage } from "../components/ui";
import { messageOf, pathOf, type AnswerOf } from "../lib/api";
import { fetchProtected, saveBlob } from "../lib/download";
import { formatBytes } from "../lib/format";
import { ceremonyMessage } from "../lib/passkeys";

/**
 * The resume is fetched only on request (each fetch is audited and needs a
 * recent passkey confirmation); a PDF is previewed from the fetched bytes.
 * Where the browser shows no PDF inline (Android Chrome: an inline frame
 * stays blank), the fetched PDF is offered as a link to open in a new tab,
 * which hands it to the phone's own viewer.
 */
export function ResumeSection({ reference, file }: { reference: string; file: NonNullable<AnswerOf<"GET /leads/:reference">["file"]> }) {
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const run = async (disposition: "inline" | "attachment") => {
    setBusy(true);
    setError(undefined);
    try {
      const blob = await fetchProtected(pathOf("GET /leads/:reference/file", { params: { reference }, query: { disposition } }));
      if (disposition === "attachment") saveBlob(blob, file.name);
      else setPreview(URL.createObjectURL(new Blob([blob], { type: file.type })));
    } catch (e) {
      setError(ceremonyMessage(e) ?? messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const isPdf = file.type === "application/pdf";
  // Only a browser that says it has no PDF viewer gets the link; older ones without the flag keep the frame.
  const inline = navigator.pdfViewerEnabled !== false;
  return (
    <div>
      <p className="mb-3">
        {file.name} ({formatBytes(file.size)})
      </p>
      <div className="flex flex-wrap gap-2">
        {isPdf && !preview && (
          <Button variant="secondary" onClick={() => run("inline")} disabled={busy}>
            Preview the resume
          </Button>
        )}
        <Button variant="secondary" onClick={() => run("attachment")} disabled={busy}>
          Download the resume
        </Button>
      </div>
      <ErrorMessage message={error} />
      {preview && inline && (
        <iframe src={preview} title={`Resume: ${file.name}`} className="mt-4 h-[70vh] w-full border border-slate-300" />
      )}
      {preview && !inline && (
        <p className="mt-4">
          <a href={preview} target="_blank" rel="noopener" className="text-blue-800 underline">
            Open the resume ({file.name}) in a new tab
          </a>
        </p>
      )}
    </div>
  );
}
