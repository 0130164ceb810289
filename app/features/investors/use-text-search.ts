import { useEffect, useState } from "react";

export type TextHit = { url: string; folder: string[]; name: string; title: string; snippet: string };

const SEARCH_PATH = "/api/documents/search";
/** Wait for a pause in typing before asking the server. */
const DEBOUNCE_MS = 250;
/** Shorter queries match too much text to be useful. */
const MIN_CHARS = 3;

/** Words found inside published documents' text (the server extracted it once, at upload). */
export function useTextSearch(query: string): TextHit[] {
  const [hits, setHits] = useState<TextHit[]>([]);
  const q = query.trim();
  useEffect(() => {
    if (q.length < MIN_CHARS) {
      setHits([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${SEARCH_PATH}?q=${encodeURIComponent(q)}`, { signal: controller.signal, headers: { accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<{ hits?: TextHit[] }>) : { hits: [] }))
        .then((body) => setHits(Array.isArray(body.hits) ? body.hits : []))
        .catch(() => {
          // Aborted by the next keystroke, or offline: the name search still answers.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return hits;
}
