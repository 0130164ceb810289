// The parts of a shown value that a search matched, so the list can mark them
// (<mark>): case-insensitive, anywhere in the value, as the server's search is.

type Part = { text: string; hit: boolean };

export function matchParts(value: string, q: string | undefined): Part[] {
  const term = q?.trim().toLowerCase();
  if (!term) return [{ text: value, hit: false }];
  const lower = value.toLowerCase();
  const parts: Part[] = [];
  let at = 0;
  // toLowerCase keeps the length of the scripts a lead holds (Latin, Devanagari), so indexes line up.
  for (let i = lower.indexOf(term); i >= 0 && lower.length === value.length; i = lower.indexOf(term, at)) {
    if (i > at) parts.push({ text: value.slice(at, i), hit: false });
    parts.push({ text: value.slice(i, i + term.length), hit: true });
    at = i + term.length;
  }
  if (at < value.length) parts.push({ text: value.slice(at), hit: false });
  return parts;
}
