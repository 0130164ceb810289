import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { investorsLibrary as copy } from "#copy/pages/investors";
import { Dialog } from "../../components/ui/dialog";
import { scrollToTop } from "../../lib/motion";
import { CategoryList } from "./category-list";
import { CopyToast } from "./copy-toast";
import { DeepLinkDialog } from "./deep-link-dialog";
import { SEARCH_LIMIT, SearchBox, SearchResults } from "./document-search";
import { FolderView } from "./folder-view";
import { FilterIcon } from "./icons";
import { buildSearchIndex, findFolder, searchIndex, type DocumentFolder } from "#shared/documents/tree";
import { useCopyLink } from "./use-copy-link";
import { useHydrated } from "./use-hydrated";
import { useLiveDocuments } from "./use-live-documents";
import { WhatsNew } from "./whats-new";
import { InsideResults } from "./inside-results";
import { useTextSearch } from "./use-text-search";
import { mergeLive } from "#shared/documents/live";

/**
 * The investor document library: categories, the current folder, search, and
 * the deep-link dialog driven by `?modalPath=`. The first category's view is
 * what the prerendered HTML shows; the query is only read after hydration.
 */
export function DocumentLibrary({ tree: builtTree }: { tree: DocumentFolder }) {
  // The build's tree is what the prerendered HTML shows; documents published since join it after hydration.
  const live = useLiveDocuments();
  const tree = useMemo(() => mergeLive(builtTree, live.documents), [builtTree, live.documents]);
  const first = tree.folders[0]?.name;
  const [path, setPath] = useState<string[]>(first ? [first] : []);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const modalValue = hydrated ? params.get("modalPath") : null;
  const { copyLink, toast } = useCopyLink();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const folder = findFolder(tree, path) ?? tree;

  // Built on first search only (most visits never search), and again when published documents arrive.
  const indexRef = useRef<{ tree: DocumentFolder; index: ReturnType<typeof buildSearchIndex> } | null>(null);
  const hits = useMemo(() => {
    if (!query.trim()) return null;
    if (indexRef.current?.tree !== tree) indexRef.current = { tree, index: buildSearchIndex(tree) };
    return searchIndex(indexRef.current.index, query, SEARCH_LIMIT);
  }, [query, tree]);

  const insideHits = useTextSearch(query);

  // Spec: smooth scroll to top on load and whenever the folder changes. After
  // a visitor's own move, focus goes to the new heading so keyboard and
  // screen-reader users land in the folder they opened.
  const pathKey = path.join("\u0000");
  const moved = useRef(false);
  useEffect(() => {
    scrollToTop();
    if (moved.current) headingRef.current?.focus({ preventScroll: true });
    moved.current = true;
  }, [pathKey]);

  const open = (next: string[]) => {
    setQuery("");
    setPath(next);
  };

  const closeDeepLink = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("modalPath");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const categories = (
    <CategoryList
      categories={tree.folders}
      selected={path[0]}
      onSelect={(name) => {
        open([name]);
        setPickerOpen(false);
      }}
    />
  );

  return (
    // data-hydrated tells end-to-end tests the buttons are live.
    <div data-hydrated={hydrated} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:flex md:gap-8">
      <aside aria-labelledby="categories-title" className="hidden w-full md:block md:w-[300px] md:shrink-0">
        <div className="rounded-xl border border-navy-100 bg-white p-4 md:sticky md:top-24">
          <h2 id="categories-title" className="mb-3 px-1 text-lg font-semibold text-navy-900">
            {copy.categories}
          </h2>
          <CategoryList
            categories={tree.folders}
            selected={path[0]}
            onSelect={(name) => open([name])}
            onCopy={(name) => void copyLink([name])}
          />
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <WhatsNew documents={live.documents} />
        <SearchBox query={query} onQuery={setQuery} />
        {hits ? (
          <>
            <SearchResults query={query} hits={hits} onOpen={open} />
            <InsideResults hits={insideHits} />
          </>
        ) : (
          <FolderView
            folder={folder}
            path={path}
            showBack={path.length > 1}
            onBack={() => setPath(path.slice(0, -1))}
            onOpen={(name) => setPath([...path, name])}
            onCopy={(p) => void copyLink(p)}
            headingLevel="h2"
            headingRef={headingRef}
          />
        )}
      </div>

      <button
        type="button"
        onClick={() => setPickerOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={pickerOpen}
        className="fixed right-4 bottom-20 z-30 grid size-14 place-items-center rounded-full bg-saffron-600 text-white shadow-lg hover:bg-saffron-500 md:hidden"
      >
        <FilterIcon />
        <span className="sr-only">{copy.selectCategory}</span>
      </button>
      <Dialog
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        labelledBy="select-category-title"
        className="m-auto max-h-[85dvh] w-[min(94vw,28rem)] rounded-xl p-0 shadow-2xl"
      >
        <div className="p-4">
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id="select-category-title" className="text-lg font-semibold text-navy-900">
              {copy.selectCategory}
            </h2>
            <button
              type="button"
              onClick={() => setPickerOpen(false)}
              className="rounded-md px-3 py-2 text-sm font-medium text-navy-800 hover:bg-navy-50"
            >
              {copy.close}
            </button>
          </div>
          {categories}
        </div>
      </Dialog>

      {/* A link may point at a folder that only published documents make: wait for them before resolving it. */}
      {modalValue !== null && live.settled ? (
        <DeepLinkDialog
          key={modalValue}
          tree={tree}
          value={modalValue}
          onClose={closeDeepLink}
          onCopy={(p) => void copyLink(p)}
          toast={toast}
        />
      ) : (
        <CopyToast toast={toast} />
      )}
    </div>
  );
}
