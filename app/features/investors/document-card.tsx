import { investorsLibrary as copy } from "#copy/pages/investors";
import { FileIcon } from "./icons";
import { formatSize, type DocumentFile } from "#shared/documents/tree";

/** Preview opens the file inline in a new tab; Download asks the server for an attachment. */
export function DocumentLinks({ file }: { file: DocumentFile }) {
  const link = "rounded-md px-3 py-1.5 text-sm font-medium";
  return (
    <span className="flex flex-wrap gap-2">
      <a href={file.url} target="_blank" rel="noopener" className={`${link} bg-navy-900 text-white hover:bg-navy-800`}>
        {copy.preview}{" "}
        <span className="sr-only">
          {file.name}
          {copy.newTab}
        </span>
      </a>
      <a href={`${file.url}?download=1`} download className={`${link} border border-navy-700 text-navy-800 hover:bg-navy-50`}>
        {copy.download} <span className="sr-only">{file.name}</span>
      </a>
    </span>
  );
}

export function DocumentCard({ file }: { file: DocumentFile }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-navy-100 bg-white p-4 shadow-sm">
      <span className="flex items-start gap-3">
        <FileIcon className="mt-0.5 size-6 shrink-0 text-navy-700" />
        <span className="min-w-0">
          <span lang="en" className="block font-medium break-words text-ink">
            {file.name}
          </span>
          <span className="mt-1 block text-xs text-muted">
            {file.type} · {formatSize(file.size)}
          </span>
        </span>
      </span>
      <span className="mt-auto">
        <DocumentLinks file={file} />
      </span>
    </li>
  );
}
