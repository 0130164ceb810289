import { z } from "zod";
import { isoDate, nonEmpty } from "./schema";

// The schema of the law the site cites (content/law.ts; docs/decisions/091-law-registry.md):
// checked at build (scripts/law-content.ts) and, once the registry is edited
// live, before an edit is published. The names of the instruments are copy
// (content/<lang>/law.ts).

const lawId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "instrument ids are lowercase words and numbers joined by hyphens");

/** One instrument (act, rules, regulations, directions, circular, scheme, notification) the site names. */
export const instrumentSchema = z
  .object({
    id: lawId,
    kind: z.enum(["act", "rules", "regulations", "directions", "circular", "scheme", "notification"]),
    /** Who made it: "Reserve Bank of India", "SEBI", "Parliament of India", ... */
    by: nonEmpty,
    /** Other spellings that name it, in any language (short forms, older titles): only to recognise it in text, never shown. Its names are in content/<lang>/law.ts. */
    aliases: z.array(nonEmpty).readonly().optional(),
    issuedOn: isoDate,
    /** When it took effect, if later than its issue. */
    inForceFrom: isoDate.optional(),
    status: z.enum(["in-force", "repealed"]),
    repealedOn: isoDate.optional(),
    /** The instrument that replaced it (for a repealed one): what a page should cite instead. */
    replacedBy: lawId.optional(),
    /** Where a reader finds its text. */
    url: z.url().refine((u) => u.startsWith("https://"), "links to the law must be https"),
  })
  .refine((i) => (i.status === "repealed") === (i.repealedOn !== undefined), {
    message: "a repealed instrument has repealedOn, one in force has not",
    path: ["repealedOn"],
  })
  .refine((i) => i.status === "repealed" || i.replacedBy === undefined, {
    message: "only a repealed instrument is replaced",
    path: ["replacedBy"],
  });
export type Instrument = z.infer<typeof instrumentSchema>;

/** The whole registry: unique ids, and each replacement is an instrument of the registry. */
export const lawRegistrySchema = z
  .object({
    instruments: z.array(instrumentSchema).min(1).readonly(),
    /** The day each regulatory page's text was last checked against the law ("as of" on the page), by its path. */
    reviewed: z.record(z.string().regex(/^\/[a-z-/]*$/, "a page's path, e.g. /grievance-redressal"), isoDate),
  })
  .superRefine((r, ctx) => {
    const ids = r.instruments.map((i) => i.id);
    ids.forEach((id, n) => {
      if (ids.indexOf(id) !== n)
        ctx.addIssue({ code: "custom", message: `two instruments have the id ${id}`, path: ["instruments", n, "id"] });
    });
    r.instruments.forEach((i, n) => {
      if (i.replacedBy !== undefined && !ids.includes(i.replacedBy))
        ctx.addIssue({
          code: "custom",
          message: `replacedBy ${i.replacedBy} is not an instrument of the registry`,
          path: ["instruments", n, "replacedBy"],
        });
    });
  });
export type LawRegistry = z.infer<typeof lawRegistrySchema>;
