// Administrators read the audit trail, check its chain, and see its newest signed checkpoint
// (server/staff/audit-routes.ts).
import * as z from "zod/mini";
import { day } from "./common";
import type { Contract } from "./define";

const item = z.strictObject({
  seq: z.number(),
  at: z.string(),
  actor: z.string(),
  /** One of AUDIT_ACTIONS (audit-actions.ts) for every row written today; a string, since rows are kept for years. */
  action: z.string(),
  subject: z.string(),
  detail: z.unknown(),
});

export const auditApi = {
  "GET /audit": {
    query: z.object({
      actor: z.optional(z.string().check(z.trim(), z.maxLength(254, "actor is at most 254 characters"))),
      action: z.optional(z.string().check(z.trim(), z.maxLength(60, "action is at most 60 characters"))),
      from: z.optional(day),
      to: z.optional(day),
      cursor: z.optional(z.string().check(z.regex(/^\d{1,12}$/, "the cursor is not one this list gave"))),
    }),
    answer: z.strictObject({ items: z.array(item), nextCursor: z.nullable(z.string()) }),
  },
  "GET /audit/verify": {
    answer: z.strictObject({ ok: z.boolean(), rows: z.number(), firstBad: z.optional(z.number()) }),
  },
  "GET /audit/checkpoint": {
    answer: z.strictObject({
      last: z.nullable(
        z.strictObject({ rows: z.number(), head: z.string(), at: z.string(), key: z.string(), madeBy: z.string(), signature: z.string() }),
      ),
      keyId: z.string(),
      extends: z.boolean(),
      reason: z.optional(z.string()),
    }),
  },
} as const satisfies Contract;
