// Administrators' work on people: accounts, roles, passkeys, invitations and recoveries (server/staff/user-routes.ts,
// invitation-admin-routes.ts, recovery-admin-routes.ts).
import * as z from "zod/mini";
import { staleAnswer, typedText, version } from "./common";
import type { Contract } from "./define";
import { passkeyList } from "./auth";
import { ROLES } from "./roles";

// Lengths before patterns; a linear pattern (eslint-plugin-regexp checks it).
const staffEmail = z
  .string({ error: "the email address is missing" })
  .check(
    z.trim(),
    z.maxLength(254, { error: "an email address is at most 254 characters", abort: true }),
    z.regex(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, { error: "enter an email address such as asha@example.in", abort: true }),
    z.toLowerCase(),
  );
const staffRoles = z
  .array(z.enum(ROLES, { error: `each role must be one of ${ROLES.join(", ")}` }), { error: "give at least one role" })
  .check(
    z.minLength(1, "give at least one role"),
    z.overwrite((roles) => [...new Set(roles)]),
  );
const roles = z.array(z.enum(ROLES));

const adminUser = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles,
  disabled: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
  passkeys: z.number(),
  version: z.number(),
});

const invitation = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
const recovery = z.strictObject({
  id: z.string(),
  user: z.strictObject({ id: z.string(), email: z.string(), name: z.string() }),
  startedBy: z.string(),
  startedAt: z.string(),
  approvedBy: z.nullable(z.string()),
  approvedAt: z.nullable(z.string()),
  expiresAt: z.string(),
});
const userParams = z.object({ id: z.string() });

export const peopleApi = {
  "GET /users": { answer: z.strictObject({ users: z.array(adminUser) }) },
  "PATCH /users/:id": {
    params: userParams,
    body: z.object({
      roles: z.optional(staffRoles),
      disabled: z.optional(z.boolean({ error: "disabled must be true or false" })),
      version: version("list"),
    }),
    answer: z.strictObject({ user: adminUser }),
    stale: staleAnswer(adminUser),
  },
  "GET /users/:id/passkeys": { params: userParams, answer: passkeyList },
  "DELETE /users/:id/passkeys/:passkeyId": { params: z.object({ id: z.string(), passkeyId: z.string() }), answer: "none" },
  "GET /users/invitations": { answer: z.strictObject({ invitations: z.array(invitation) }) },
  "POST /users/invitations": {
    body: z.object({
      email: staffEmail,
      name: typedText("person's name", 100, { lines: "one", empty: "the person's name is missing" }),
      roles: staffRoles,
    }),
    /** Emailed to the person, or (no mail server set) its link to hand over. */
    answer: z.union([
      z.strictObject({ id: z.string(), emailedTo: z.string(), expiresAt: z.string() }),
      z.strictObject({ id: z.string(), url: z.string(), expiresAt: z.string() }),
    ]),
  },
  "DELETE /users/invitations/:invitationId": { params: z.object({ invitationId: z.string() }), answer: "none" },
  "GET /users/recoveries": { answer: z.strictObject({ recoveries: z.array(recovery) }) },
  "POST /users/:id/recovery": { params: userParams, answer: z.strictObject({ id: z.string(), sessionsEnded: z.number() }) },
  "POST /users/recoveries/:recoveryId/approve": {
    params: z.object({ recoveryId: z.string() }),
    /** Emailed to the account's own address, or (no mail server set) its link to hand to the owner. */
    answer: z.union([
      z.strictObject({ emailedTo: z.string(), expiresAt: z.string() }),
      z.strictObject({ url: z.string(), expiresAt: z.string(), for: z.string() }),
    ]),
  },
  "POST /users/recoveries/:recoveryId/cancel": {
    params: z.object({ recoveryId: z.string() }),
    answer: z.strictObject({ ok: z.literal(true) }),
  },
} as const satisfies Contract;
