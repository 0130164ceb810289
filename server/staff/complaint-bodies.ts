// What the complaint routes accept from a grievance officer: each body's
// fields, with a message that says what is wrong (server/staff/complaint-routes.ts).
import { z } from "zod";
import { STAFF_STATUSES } from "#forms/complaint";

// Tab and line breaks are fine in text; other control characters are not.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\v\f\u000e-\u001f\u007f]/;
const text = (what: string, max: number) =>
  z
    .string({ error: `the ${what} is empty` })
    .trim()
    .min(1, `the ${what} is empty`)
    .max(max, `the ${what} is at most ${max.toLocaleString("en-IN")} characters`)
    .refine((t) => !CONTROL.test(t), `the ${what} holds control characters; type it as plain text`);
const version = z.number({ error: "version is missing: reload the complaint" }).int();
/** A published update is read on the tracking page and in an email: a short paragraph. */
const MAX_UPDATE_LENGTH = 1000;

export const patchBody = z.object({
  version,
  status: z
    .enum(STAFF_STATUSES, { error: `status must be one of ${STAFF_STATUSES.join(", ")} (a rejection is proposed, then approved)` })
    .optional(),
  note: text("note for the complainant", MAX_UPDATE_LENGTH).optional(),
  assigneeId: z.string().max(60, "assigneeId is a colleague's id").nullable().optional(),
});
export const noteBody = z.object({ text: text("note", 4000) });
export const updateBody = z.object({ text: text("update", MAX_UPDATE_LENGTH) });
export const proposeBody = z
  .object({
    version,
    extent: z.enum(["full", "partial"], { error: "extent is full or partial" }),
    note: text("reason given to the complainant", MAX_UPDATE_LENGTH),
    /** A rejection in part tells the complainant what was accepted. */
    accepted: text("part accepted", MAX_UPDATE_LENGTH).optional(),
  })
  .refine((b) => b.extent === "full" || b.accepted !== undefined, {
    path: ["accepted"],
    message: "a rejection in part says what was accepted",
  })
  .refine((b) => b.extent === "partial" || b.accepted === undefined, {
    path: ["accepted"],
    message: "a rejection in full accepts nothing",
  });
export const decideBody = z.object({ version });
