import { useEffect, useState } from "react";
import { LIVE_DOCUMENTS_PATH, parseLive, type LiveDocument } from "#shared/documents/live";

type LiveState = { documents: LiveDocument[]; settled: boolean };

/**
 * Documents published since the build (docs/decisions/111-published-documents.md),
 * fetched after hydration and again whenever the tab comes back into view.
 * The server answers with an ETag and `no-cache`, so the browser revalidates
 * and an unchanged list costs a 304. A failure leaves the build's library as it
 * is: the page never depends on the server to show what was built.
 */
export function useLiveDocuments(): LiveState {
  const [state, setState] = useState<LiveState>({ documents: [], settled: false });
  useEffect(() => {
    let stopped = false;
    const load = () =>
      fetch(LIVE_DOCUMENTS_PATH, { headers: { accept: "application/json" } })
        .then((res) => (res.ok ? res.json() : { documents: [] }))
        .then((body: unknown) => parseLive(body))
        .catch(() => [])
        .then((documents) => {
          if (!stopped) setState((prev) => (prev.settled && sameList(prev.documents, documents) ? prev : { documents, settled: true }));
        });
    void load();
    const onVisible = () => {
      if (document.visibilityState === "visible") void load();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return state;
}

const sameList = (a: readonly LiveDocument[], b: readonly LiveDocument[]) =>
  a.length === b.length && a.every((d, i) => d.url === b[i]?.url && d.size === b[i]?.size);
