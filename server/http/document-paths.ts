// A document's address and its download name, for every route that serves files (the build's documents,
// server/routes/documents.ts, and those published from the console, server/published-documents/).
/** A filename for Content-Disposition: plain ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\w .()-]/g, "_").replace(/^\.+/, "_") || "document";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Turns the part of the URL after the prefix into on-disk segments, or
 * undefined when it cannot name a document: bad encoding, empty or dot
 * segments, a slash or backslash smuggled in as %2F/%5C, NUL, dotfiles.
 * Each segment is decoded once, so "%252F" names the on-disk "%2F".
 */
export function documentSegments(rawRest: string): string[] | undefined {
  const parts = rawRest.split("/");
  const out: string[] = [];
  for (const part of parts) {
    let seg: string;
    try {
      seg = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (!seg || seg.startsWith(".") || /[/\\\0]/.test(seg)) return undefined;
    out.push(seg);
  }
  return out.length ? out : undefined;
}
