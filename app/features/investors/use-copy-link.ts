import { useCallback, useEffect, useRef, useState } from "react";
import { investorsLibrary as copy } from "#copy/pages/investors";
import { folderLink } from "#shared/documents/path-codec";

export type CopyToastState = { text: string; ok: boolean; id: number };

/** Copies a folder's deep link and reports the outcome for 1.5 s. */
export function useCopyLink() {
  const [toast, setToast] = useState<CopyToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyLink = useCallback(async (path: readonly string[]) => {
    const url = folderLink(window.location.origin, window.location.pathname, path);
    let ok = false;
    try {
      // Missing outside secure contexts and in some embedded browsers.
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      ok = true;
    } catch {
      ok = false;
    }
    clearTimeout(timer.current);
    setToast({ text: ok ? copy.copied : copy.copyFailed, ok, id: Date.now() });
    timer.current = setTimeout(() => setToast(null), copy.toastMs);
  }, []);

  return { copyLink, toast };
}
