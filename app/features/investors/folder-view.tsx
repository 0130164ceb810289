import type { Ref } from "react";
import { folderLabel } from "./folder-name";
import { investorsLibrary as copy } from "#copy/pages/investors";
import { DocumentCard } from "./document-card";
import { FolderCard } from "./folder-card";
import { BackIcon } from "./icons";
import type { DocumentFolder } from "#shared/documents/tree";

type Props = {
  folder: DocumentFolder;
  path: readonly string[];
  showBack: boolean;
  onBack: () => void;
  onOpen: (name: string) => void;
  onCopy: (path: string[]) => void;
  headingLevel: "h2" | "h3";
  headingRef?: Ref<HTMLHeadingElement>;
};

/** One folder's contents: heading, Back, then subfolders and documents in a 1/2/3/4-column grid. */
export function FolderView({ folder, path, showBack, onBack, onOpen, onCopy, headingLevel: Heading, headingRef }: Props) {
  const empty = folder.folders.length === 0 && folder.files.length === 0;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading ref={headingRef} tabIndex={-1} className="text-2xl font-bold break-words text-navy-900 focus:outline-none">
          {copy.foldersHeading(folderLabel(folder.name))}
        </Heading>
        {showBack ? (
          <button
            type="button"
            onClick={onBack}
            className="inline-flex items-center gap-1 rounded-md border border-navy-100 px-3 py-2 text-sm font-medium text-navy-800 hover:bg-navy-50"
          >
            <BackIcon />
            {copy.back}
          </button>
        ) : null}
      </div>
      {empty ? (
        <p className="mt-6 rounded-xl border border-dashed border-navy-100 p-8 text-center text-muted">{copy.empty}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {folder.folders.map((f) => (
            <FolderCard key={`d:${f.name}`} folder={f} onOpen={() => onOpen(f.name)} onCopy={() => onCopy([...path, f.name])} />
          ))}
          {folder.files.map((f) => (
            <DocumentCard key={`f:${f.url}`} file={f} />
          ))}
        </ul>
      )}
    </div>
  );
}
