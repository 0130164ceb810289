import { createContext, useContext } from "react";
import type { JsonSchema, Path } from "./json-schema";

/** One problem the server found, placed on a field by its language and path. */
export type FieldProblem = { lang?: string; path?: Path; message: string };

export type FormState = {
  /** The whole schema, for its $defs. */
  root: JsonSchema;
  /** The columns: ["en", "hi"] for a section in every language, [""] for one shared value. */
  langs: readonly string[];
  /** The value in each column. */
  values: Readonly<Record<string, unknown>>;
  set: (lang: string, path: Path, next: unknown) => void;
  /** Changes the same place in every column at once (a list item added, moved or removed in both languages). */
  setEvery: (path: Path, change: (current: unknown) => unknown) => void;
  problemsAt: (lang: string, path: Path) => string[];
  readOnly: boolean;
  /** The images uploaded from the console, offered on every image field (content-images.tsx uploads them). */
  imageNames: readonly string[];
};

/** A field that names an image ("image", "logo", "heroImage"): the schema's own names for them. */
export const isImageField = (path: Path) => {
  const key = path.findLast((k) => typeof k === "string");
  return typeof key === "string" && /^(?:image|logo)$|Image$/.test(key);
};

export const FormContext = createContext<FormState | null>(null);

export function useForm(): FormState {
  const state = useContext(FormContext);
  if (!state) throw new Error("a schema field outside its SchemaForm");
  return state;
}

export const problemKey = (lang: string, path: Path) => `${lang}|${path.join(".")}`;
