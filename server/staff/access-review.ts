// The quarterly access review (issue 31; the RBI's Master Direction on IT
// governance expects access rights reviewed periodically): every person's
// roles and last use, confirmed by an administrator as seen, the confirmation
// in the audit trail. An account unused for 90 days is flagged.
import { appendAudit } from "../audit/audit-trail";
import { parseRoles } from "../auth/roles";
import { type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

const UNUSED_DAYS = 90;
const DAY_MS = 86_400_000;

/** Not signed in for 90 days (counted from the account's creation when it never was). */
export function unusedFor90Days(u: { lastSignInAt: string | null; createdAt: string }, now: Date): boolean {
  return now.getTime() - Date.parse(u.lastSignInAt ?? u.createdAt) >= UNUSED_DAYS * DAY_MS;
}

export function accessReviewRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const people = async () =>
    (
      await db
        .selectFrom("staffUsers")
        .select(["id", "name", "email", "roles", "disabled", "lastSignInAt", "createdAt", "version"])
        .orderBy("name")
        .execute()
    ).map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      roles: parseRoles(u.roles),
      disabled: Number(u.disabled) === 1,
      lastSignInAt: u.lastSignInAt,
      version: Number(u.version),
      unused: unusedFor90Days(u, ctx.now()),
    }));
  return [
    staffRoute("GET /users/access-review", {
      access: ["admin"],
      handler: async () => {
        const last = await db
          .selectFrom("staffAudit")
          .select(["at", "actor"])
          .where("action", "=", "user.access-reviewed")
          .orderBy("seq", "desc")
          .executeTakeFirst();
        const by = last && (await db.selectFrom("staffUsers").select("name").where("email", "=", last.actor).executeTakeFirst());
        return { people: await people(), lastReview: last ? { at: last.at, by: by?.name ?? last.actor } : null };
      },
    }),
    staffRoute("POST /users/access-review", {
      access: ["admin"],
      reauth: true,
      handler: async ({ body: { seen } }, req) => {
        const session = sessionOf(req);
        const now = ctx.now();
        return db.transaction().execute(async (tx) => {
          const current = await tx.selectFrom("staffUsers").select(["id", "version", "lastSignInAt", "createdAt", "disabled"]).execute();
          const stale = current.length !== Object.keys(seen).length || current.some((u) => seen[u.id] !== Number(u.version));
          if (stale) throw new StaffError(409, "Someone's access changed since this list was shown. Reload it and review again.");
          const unused = current.filter((u) => Number(u.disabled) !== 1 && unusedFor90Days(u, now)).length;
          await appendAudit(
            tx,
            kind,
            { actor: session.user.email, action: "user.access-reviewed", detail: { people: current.length, unused } },
            now,
          );
          return { reviewedAt: now.toISOString(), people: current.length, unused };
        });
      },
    }),
  ];
}
