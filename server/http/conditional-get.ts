// Conditional and partial GET for files served from disk (RFC 9110 sections
// 13 and 14): If-None-Match with lists, weak tags and "*", If-Modified-Since,
// a single byte Range with If-Range. A download cut off half-way resumes
// where it stopped, and a cached document is revalidated for nothing.
// (range-parser is not installed; this is the small subset we need.)

type Validators = { etag: string; lastModified: Date };

/** The opaque tags of an If-None-Match / If-Range list, without their W/; "*" as itself. Undefined if malformed. */
export function entityTags(header: string): { tags: { weak: boolean; opaque: string }[]; any: boolean } | undefined {
  const value = header.trim();
  if (value === "*") return { tags: [], any: true };
  const tags: { weak: boolean; opaque: string }[] = [];
  let i = 0;
  while (i < value.length) {
    while (value[i] === " " || value[i] === "\t" || value[i] === ",") i++;
    if (i >= value.length) break;
    const weak = value.startsWith("W/", i);
    if (weak) i += 2;
    if (value[i] !== '"') return undefined;
    const close = value.indexOf('"', i + 1);
    if (close < 0) return undefined;
    tags.push({ weak, opaque: value.slice(i, close + 1) });
    i = close + 1;
  }
  return { tags, any: false };
}

const opaque = (etag: string) => (etag.startsWith("W/") ? etag.slice(2) : etag);

/**
 * True when the client's copy is current (answer 304). If-None-Match, when
 * present, decides alone (weak comparison); otherwise If-Modified-Since, at
 * the one-second precision of HTTP dates.
 */
export function isNotModified(ifNoneMatch: string | undefined, ifModifiedSince: string | undefined, v: Validators): boolean {
  if (ifNoneMatch !== undefined) {
    const list = entityTags(ifNoneMatch);
    if (!list) return false;
    return list.any || list.tags.some((t) => t.opaque === opaque(v.etag));
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  if (Number.isNaN(since)) return false;
  return Math.floor(v.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

type RangeChoice = { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

const DIGITS = /^\d{1,15}$/;

/** If-Range: the range is served only while the file is still the one the client has part of. */
function ifRangeHolds(ifRange: string | undefined, v: Validators): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) {
    const list = entityTags(value);
    // Strong comparison: a weak tag never matches.
    const tag = list?.tags.length === 1 ? list.tags[0]! : undefined;
    return !!tag && !tag.weak && !v.etag.startsWith("W/") && tag.opaque === v.etag;
  }
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === Math.floor(v.lastModified.getTime() / 1000);
}

/**
 * One "bytes=" range of a file of `size` bytes. A header we do not understand,
 * or several ranges, gets the whole file (a server may ignore Range).
 */
export function chooseRange(range: string | undefined, ifRange: string | undefined, size: number, v: Validators): RangeChoice {
  if (range === undefined || !ifRangeHolds(ifRange, v)) return { kind: "full" };
  const eq = range.indexOf("=");
  if (eq < 0 || range.slice(0, eq).trim().toLowerCase() !== "bytes") return { kind: "full" };
  const spec = range.slice(eq + 1).trim();
  if (spec.includes(",")) return { kind: "full" };
  const dash = spec.indexOf("-");
  if (dash < 0) return { kind: "full" };
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();
  if (first === "") {
    // The last N bytes.
    if (!DIGITS.test(last)) return { kind: "full" };
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  if (!DIGITS.test(first) || (last !== "" && !DIGITS.test(last))) return { kind: "full" };
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
