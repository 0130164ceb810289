import { investorsLibrary as copy } from "#copy/pages/investors";
import { folderLabel, folderLang } from "./folder-name";
import { FolderIcon, LinkIcon } from "./icons";
import type { DocumentFolder } from "#shared/documents/tree";

type Props = { folder: DocumentFolder; onOpen: () => void; onCopy: () => void };

/** A subfolder: opens on click; its own button copies a deep link to it. */
export function FolderCard({ folder, onOpen, onCopy }: Props) {
  return (
    <li className="flex flex-col rounded-xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <button type="button" onClick={onOpen} className="flex flex-1 items-start gap-3 rounded-t-xl p-4 text-left hover:bg-navy-50">
        <FolderIcon className="mt-0.5 size-6 shrink-0 text-saffron-600" />
        <span className="min-w-0">
          <span lang={folderLang(folder.name)} className="block font-semibold break-words text-navy-900">
            {folderLabel(folder.name)}
          </span>
          <span className="mt-1 block text-sm text-muted">{copy.counts(folder.folders.length, folder.documentCount)}</span>
        </span>
      </button>
      <button
        type="button"
        onClick={onCopy}
        aria-label={`${copy.copyFolder}: ${folderLabel(folder.name)}`}
        title={copy.copyFolder}
        className="flex items-center gap-2 border-t border-navy-100 px-4 py-2 text-left text-sm text-navy-700 hover:bg-navy-50"
      >
        <LinkIcon />
        {copy.copyFolder}
      </button>
    </li>
  );
}
