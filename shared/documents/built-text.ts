// The build's documents' text for search inside documents: written at build
// (scripts/documents-text.ts) into the built documents folder, read by the
// server at start. A dot name: the documents route never serves it.
export const BUILT_TEXT_FILE = ".search-text.json";

export type BuiltText = { folder: string[]; name: string; title: string; url: string; text: string };
