import { investorsLibrary as copy } from "#copy/pages/investors";
import { folderLabel, folderLang } from "./folder-name";
import { LinkIcon } from "./icons";
import type { DocumentFolder } from "#shared/documents/tree";

type Props = {
  categories: readonly DocumentFolder[];
  selected: string | undefined;
  onSelect: (name: string) => void;
  /** Absent in the 'Select Category' dialog, which only picks. */
  onCopy?: (name: string) => void;
};

/** Top-level categories, alphabetical; the selected one is highlighted and marked current. */
export function CategoryList({ categories, selected, onSelect, onCopy }: Props) {
  return (
    <ul className="flex flex-col gap-1">
      {categories.map((c) => {
        const current = c.name === selected;
        return (
          <li key={c.name} className={`flex items-stretch rounded-lg ${current ? "bg-navy-900 text-white" : "text-ink hover:bg-navy-50"}`}>
            <button
              type="button"
              aria-current={current ? "true" : undefined}
              // Folder names are the documents' own (English) names, unless the page's language names the category.
              lang={folderLang(c.name)}
              onClick={() => onSelect(c.name)}
              className="min-w-0 flex-1 rounded-lg px-3 py-2.5 text-left text-sm font-medium break-words"
            >
              {folderLabel(c.name)}
            </button>
            {onCopy ? (
              <button
                type="button"
                onClick={() => onCopy(c.name)}
                aria-label={`${copy.copyCategory}: ${folderLabel(c.name)}`}
                title={copy.copyCategory}
                className={`grid w-10 shrink-0 place-items-center rounded-lg ${current ? "text-white hover:bg-navy-800" : "text-navy-700 hover:bg-navy-100"}`}
              >
                <LinkIcon />
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
