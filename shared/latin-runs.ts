// Finds English left in translated text. A translation may keep some words
// in Latin letters (names, document titles, abbreviations such as EMI or GST:
// see content/<lang>/allowed-latin.ts); anything else in Latin letters is
// suspect. A word in the translation's own script (shared/locales.ts names it
// for each language) ends a run. The build runs this over every translated
// string (scripts/translation-check.ts) and the end-to-end test over the
// rendered Hindi pages (e2e/hindi.spec.ts).

/** Names and terms that may stay in Latin letters in a translation. */
export type LatinAllowList = {
  /** Matched as written, e.g. "Udyamitra Finance Limited" or "Digital Personal Data Protection Act, 2023". */
  phrases: readonly string[];
  /** Single words, matched without regard to case, e.g. "EMI", "PDF" (so ".pdf" passes too). */
  words: readonly string[];
};

const LATIN = /[a-z]/i;
/** A whitespace-separated piece that is data, not a word: a URL, an email address, a {placeholder} or a {law:id} citation. */
const isData = (piece: string) => piece.includes("://") || piece.includes("@") || /\{(?:\w+|law:[\w-]+)\}/.test(piece);
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The word inside its punctuation: "(TypeScript)," is TypeScript. (A loop, not a regex, keeps it linear.) */
function trimPunctuation(piece: string): string {
  const chars = [...piece];
  const first = chars.findIndex((c) => WORD_CHAR.test(c));
  if (first < 0) return "";
  let last = chars.length - 1;
  while (!WORD_CHAR.test(chars[last]!)) last--;
  return chars.slice(first, last + 1).join("");
}

const letterPatterns = new Map<string, RegExp>();

/**
 * A character of `script` (a Unicode Script_Extensions value such as
 * "Devanagari"). Script_Extensions rather than Script, so marks a script
 * shares with others count too: the danda "।" is Common by Script. An
 * unknown script name throws, so a typo in shared/locales.ts fails at once.
 */
function letterOf(script: string): RegExp {
  let pattern = letterPatterns.get(script);
  if (!pattern) {
    pattern = new RegExp(`\\p{Script_Extensions=${script}}`, "u");
    letterPatterns.set(script, pattern);
  }
  return pattern;
}

/** Does the text hold a character of `script` ("Devanagari" for Hindi)? */
export const hasLetterOf = (text: string, script: string): boolean => letterOf(script).test(text);

type Token = { kind: "latin" | "break" | "neutral"; text: string };

/** An allow list made ready once: the checks read every translated string against the same list. */
const prepared = new WeakMap<LatinAllowList, { phrases: string[]; words: Set<string> }>();
function prepare(allow: LatinAllowList): { phrases: string[]; words: Set<string> } {
  let ready = prepared.get(allow);
  if (!ready) {
    // Longest first, so "Udyamitra Finance Limited" wins over "Udyamitra Finance".
    ready = { phrases: [...allow.phrases].sort((a, b) => b.length - a.length), words: new Set(allow.words.map((w) => w.toLowerCase())) };
    prepared.set(allow, ready);
  }
  return ready;
}

function tokens(text: string, allow: LatinAllowList, script: string): Token[] {
  const { phrases, words } = prepare(allow);
  let masked = text;
  for (const phrase of phrases) if (masked.includes(phrase)) masked = masked.split(phrase).join(" ");
  return masked
    .split(/\s+/)
    .filter(Boolean)
    .map((raw): Token => {
      // A word in the translation's script (or its punctuation, such as the danda "।") ends a run of English.
      if (hasLetterOf(raw, script)) return { kind: "break", text: raw };
      if (isData(raw)) return { kind: "neutral", text: raw };
      const word = trimPunctuation(raw);
      if (!LATIN.test(word) || words.has(word.toLowerCase())) return { kind: "neutral", text: raw };
      return { kind: "latin", text: word };
    });
}

/** Words in Latin letters that are neither allowed names or terms nor data (URLs, emails, placeholders). */
export function strayLatinWords(text: string, allow: LatinAllowList, script: string): string[] {
  return tokens(text, allow, script)
    .filter((t) => t.kind === "latin")
    .map((t) => t.text);
}

/**
 * Runs of at least `min` stray Latin words not interrupted by a word in
 * `script`, the translation's own (Devanagari for Hindi): what an
 * English phrase or sentence left in Hindi text looks like. Numbers, symbols
 * and allowed terms neither count nor interrupt, so "Up to 1% on loans" is one
 * run of four. Returns each run's words joined by spaces.
 */
export function latinRuns(text: string, allow: LatinAllowList, script: string, min = 3): string[] {
  const runs: string[][] = [];
  let current: string[] = [];
  const end = () => {
    if (current.length >= min) runs.push(current);
    current = [];
  };
  for (const t of tokens(text, allow, script)) {
    if (t.kind === "break") end();
    else if (t.kind === "latin") current.push(t.text);
  }
  end();
  return runs.map((r) => r.join(" "));
}
