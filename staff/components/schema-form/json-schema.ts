// The part of JSON Schema the content API answers with (zod's toJSONSchema of
// a section's schema), and what the form needs to know of it: the kind of
// control, a default value for a new item, a label from a property's name.
// Pure, so it is tested without a browser.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  /** A record's values (z.record), or false for an object that takes no other keys. */
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  title?: string;
  description?: string;
};

export type Path = (string | number)[];

export type FieldKind = "object" | "array" | "text" | "long-text" | "date" | "number" | "boolean" | "choice" | "fixed" | "any";

const DATE_PATTERN = "^\\d{4}-\\d{2}-\\d{2}$";
/** A text this long (or allowed to be) gets a text area. */
const LONG_TEXT = 80;

/** Follows a "#/$defs/x" reference and takes the branch of a nullable union that holds a value. */
export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (schema.$ref?.startsWith("#/$defs/")) return resolve(root.$defs?.[schema.$ref.slice(8)] ?? {}, root);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const branch = union.find((b) => b.type !== "null");
    return branch ? resolve(branch, root) : schema;
  }
  return schema;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type);

export function kindOf(schema: JsonSchema, value: unknown): FieldKind {
  if (schema.const !== undefined) return "fixed";
  if (schema.enum) return "choice";
  const type = typeOf(schema);
  if (type === "object" || schema.properties) return "object";
  if (type === "array") return "array";
  if (type === "number" || type === "integer") return "number";
  if (type === "boolean") return "boolean";
  if (type === "string") {
    if (schema.pattern === DATE_PATTERN) return "date";
    const long = (schema.minLength ?? 0) >= 40 || (schema.maxLength ?? 0) > 200 || (typeof value === "string" && value.length > LONG_TEXT);
    return long ? "long-text" : "text";
  }
  return "any";
}

/** The value of a new, empty field or list item: every required part present and empty. */
export function emptyValue(schema: JsonSchema, root: JsonSchema): unknown {
  const s = resolve(schema, root);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (kindOf(s, undefined)) {
    case "object":
      return Object.fromEntries((s.required ?? []).map((k) => [k, emptyValue(s.properties?.[k] ?? {}, root)]));
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => emptyValue(s.items ?? {}, root));
    case "number":
      return 0;
    case "boolean":
      return false;
    case "any":
      return null;
    default:
      return "";
  }
}

/**
 * The schema of a value the schema does not name (a key a loose object passes through, as `eyebrow` in a section
 * whose schema checks only its heading): the value's own shape, so it is shown and edited like the rest.
 */
function inferSchema(value: unknown): JsonSchema {
  if (Array.isArray(value)) return { type: "array", items: value.length ? inferSchema(value[0]) : {} };
  if (value && typeof value === "object")
    return { type: "object", properties: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inferSchema(v)])) };
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return { type: typeof value };
  return {};
}

/** Every key an object's form shows: the schema's, then those the values hold besides, with their schemas. */
export function objectKeys(schema: JsonSchema, present: readonly unknown[]): [string, JsonSchema][] {
  const keys: [string, JsonSchema][] = Object.entries(schema.properties ?? {});
  const extra = typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined;
  for (const value of present) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    for (const [k, v] of Object.entries(value)) if (!keys.some(([name]) => name === k)) keys.push([k, extra ?? inferSchema(v)]);
  }
  return keys;
}

/** "validThrough" -> "Valid through", "addressLines" -> "Address lines", "kfs" -> "Kfs". */
export function labelOf(name: string): string {
  const words = name
    .replace(/[-_]/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function getAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const p of path) v = v && typeof v === "object" ? (v as Record<string | number, unknown>)[p] : undefined;
  return v;
}

/** A copy of `value` with `next` at `path` (undefined removes an object's key), sharing what did not change. */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy;
  }
  const copy = { ...((value && typeof value === "object" ? value : {}) as Record<string, unknown>) };
  const child = setAt(copy[head!], rest, next);
  if (child === undefined) delete copy[head!];
  else copy[head!] = child;
  return copy;
}

/** The id of a field's control: stable per language and path, so a problem's path finds it. */
export const fieldId = (lang: string, path: Path) => `field-${lang || "all"}-${path.join(".") || "root"}`;
