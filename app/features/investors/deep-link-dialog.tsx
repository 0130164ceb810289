import { useState } from "react";
import { folderLang, pathLabel } from "./folder-name";
import { investorsLibrary as copy } from "#copy/pages/investors";
import { Dialog } from "../../components/ui/dialog";
import { CopyToast } from "./copy-toast";
import { FolderView } from "./folder-view";
import { decodeModalPath } from "#shared/documents/path-codec";
import { findFolder, resolvePath, type DocumentFolder } from "#shared/documents/tree";
import type { CopyToastState } from "./use-copy-link";

type Props = {
  tree: DocumentFolder;
  /** The raw `modalPath` value; the parent keys this component by it. */
  value: string;
  onClose: () => void;
  onCopy: (path: string[]) => void;
  toast: CopyToastState | null;
};

/**
 * The folder a shared link points at, in a 900px modal that a click on the
 * mask does not close. It may go deeper, but Back never climbs above the
 * linked folder. Nothing from the URL is echoed when the path is unknown.
 */
export function DeepLinkDialog({ tree, value, onClose, onCopy, toast }: Props) {
  const [initial] = useState(() => {
    const decoded = decodeModalPath(value);
    return decoded ? resolvePath(tree, decoded) : undefined;
  });
  const [path, setPath] = useState<string[] | undefined>(initial);
  const folder = path ? findFolder(tree, path) : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy="deep-link-title"
      closeOnBackdrop={false}
      className="m-auto max-h-[90dvh] w-[min(94vw,900px)] max-w-none rounded-xl p-0 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4 border-b border-navy-100 pb-4">
          <h2
            id="deep-link-title"
            lang={path && folder ? folderLang(...path) : undefined}
            className="min-w-0 text-lg font-semibold break-words text-navy-900"
          >
            {path && folder ? pathLabel(path) : copy.notFound}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="shrink-0 rounded-md bg-navy-900 px-4 py-2 text-sm font-medium text-white hover:bg-navy-800"
          >
            {copy.close}
          </button>
        </div>
        <div className="mt-5">
          {path && folder && initial ? (
            <FolderView
              folder={folder}
              path={path}
              showBack={path.length > initial.length}
              onBack={() => setPath(path.slice(0, -1))}
              onOpen={(name) => setPath([...path, name])}
              onCopy={onCopy}
              headingLevel="h3"
            />
          ) : (
            <p className="text-muted">{copy.notFound}</p>
          )}
        </div>
      </div>
      <CopyToast toast={toast} />
    </Dialog>
  );
}
