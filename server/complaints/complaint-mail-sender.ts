// The complaint-email channel's sender (server/delivery/ runs it like the
// lead email): reads what the outbox row says (complaint_mail), builds the
// message from stored data and sends it. The acknowledgement's private
// tracking link is made here, when it is sent: a fresh 256-bit token whose
// sha256 alone is stored, so the token exists only in the email (a retry
// makes another; every one sent keeps working).
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { grievance } from "#content/grievance";
import { publishedValue } from "../site-content/live-facts";
import { type ComplaintStatus, storedKind } from "#forms/complaint";
import { trackingLink } from "#forms/tracking-link";
import { type Lang, localizedPath, DEFAULT_LANG, isLang } from "#shared/locales";
import type { Database } from "../db/schema";
import { sendMail, smtpTransport } from "../delivery/email-sender";
import { NO_SUBMISSION, type SendOutcome, type Sender } from "../delivery/sender";
import { type EmailSettings, mailboxAddress } from "../delivery/settings";
import { complainantEmail } from "./complaint-mail";
import { indiaDate } from "#shared/india-dates";
import { COMPLAINT_ROLES } from "#shared/staff-api/roles";
import { parseRoles } from "../auth/roles";
import { dueSoon } from "./complaint-jobs";
import { type BuiltMail, buildComplainantMail, buildDigestMail, buildEscalationMail } from "./complaint-mail-message";
import { buildRejectionProposalMail } from "./rejection-proposal-mail";

export const trackingTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page a private tracking link opens: the token in the fragment never reaches a server log or a Referer. */
const trackingUrl = (origin: string, lang: Lang, token: string) =>
  `${origin}${localizedPath(lang, "/grievance-redressal")}#${trackingLink.fragment}=${token}`;

type ComplaintMailOptions = {
  /** The public site's origin, for links in the emails. */
  origin: string;
  /** Who receives the escalation (the Principal Nodal Officer, content/grievance.ts). */
  nodalOfficer?: string;
};

export function createComplaintMailSender(
  settings: EmailSettings,
  db: Kysely<Database>,
  connections: number,
  options: ComplaintMailOptions,
): Sender {
  const transport = smtpTransport(settings, connections);
  const fromAddress = mailboxAddress(settings.from) ?? settings.from;
  const messageDomain = fromAddress.split("@")[1] ?? "localhost";

  async function build(
    deliveryId: string,
    fields: Record<string, unknown>,
    lang: Lang,
  ): Promise<{ to: string | string[]; mail: BuiltMail; reference: string; kind: string } | string> {
    const row = await db.selectFrom("complaintMail").selectAll().where("id", "=", deliveryId).executeTakeFirst();
    if (!row) return "the complaint email's record is no longer stored";
    const complaint = await db.selectFrom("complaints").selectAll().where("reference", "=", row.reference).executeTakeFirst();
    if (!complaint) return "the complaint is no longer stored";
    if (row.kind === "escalation") {
      const assignee = complaint.assigneeId
        ? await db.selectFrom("staffUsers").select("name").where("id", "=", complaint.assigneeId).executeTakeFirst()
        : undefined;
      const mail = buildEscalationMail({
        reference: complaint.reference,
        category: complaint.category,
        filedAt: complaint.createdAt,
        answerBy: complaint.answerBy,
        status: complaint.status,
        assignee: assignee?.name ?? null,
        consoleUrl: `${options.origin}/staff/complaints/${complaint.reference}`,
        complaintKind: storedKind(complaint.kind),
        clockDays: Number(complaint.clockDays),
      });
      // The live site's Principal Nodal Officer (published from the console, else content/grievance.ts).
      const to = options.nodalOfficer ?? publishedValue("grievance", grievance).nodalOfficer.email;
      return { to, mail, reference: row.reference, kind: row.kind };
    }
    if (row.kind === "digest") {
      const day = row.digestDay ?? indiaDate(row.createdAt);
      const [due, team] = await Promise.all([
        dueSoon(db, day),
        db.selectFrom("staffUsers").select(["id", "name", "email", "roles"]).where("disabled", "=", 0).execute(),
      ]);
      const officers = team.filter((p) => parseRoles(p.roles).includes("grievance"));
      if (officers.length === 0) return "nobody holds the grievance role";
      const names = new Map(team.map((p) => [p.id, p.name]));
      const mail = buildDigestMail({
        day,
        consoleUrl: `${options.origin}/staff/complaints`,
        due: due.map((d) => ({
          reference: d.reference,
          answerBy: d.answerBy,
          status: d.status,
          assignee: d.assigneeId ? (names.get(d.assigneeId) ?? null) : null,
        })),
      });
      return { to: officers.map((p) => p.email), mail, reference: row.reference, kind: row.kind };
    }
    if (row.kind === "rejection-proposed") {
      // Sent when the worker gets to it: a proposal decided by then needs no one's approval any more.
      if (!complaint.rejectionProposedBy) return "the rejection was decided before its email went out";
      const works = COMPLAINT_ROLES[storedKind(complaint.kind)];
      const team = await db.selectFrom("staffUsers").select(["id", "name", "email", "roles"]).where("disabled", "=", 0).execute();
      const others = team.filter((p) => p.id !== complaint.rejectionProposedBy && parseRoles(p.roles).some((r) => works.includes(r)));
      if (others.length === 0) return "nobody else works this kind of complaint";
      const mail = buildRejectionProposalMail({
        reference: complaint.reference,
        proposer: team.find((p) => p.id === complaint.rejectionProposedBy)?.name ?? "A colleague",
        partial: complaint.rejectionExtent === "partial",
        answerBy: complaint.answerBy,
        consoleUrl: `${options.origin}/staff/complaints/${complaint.reference}`,
        viewUrl: `${options.origin}/staff/complaints?view=awaiting-me`,
      });
      return { to: others.map((p) => p.email), mail, reference: row.reference, kind: row.kind };
    }
    const to = complainantEmail(fields);
    if (!to) return "the complainant gave no email address";
    // The clock the complaint was filed under (stored with it) decides whom to write to next and the regulator's route.
    const facts = {
      lang,
      reference: row.reference,
      answerBy: complaint.answerBy,
      complaintKind: storedKind(complaint.kind),
      clockDays: Number(complaint.clockDays),
      origin: options.origin,
    };
    if (row.kind === "acknowledgement") {
      const token = randomBytes(32).toString("base64url");
      await db
        .insertInto("complaintTrackingTokens")
        .values({ tokenHash: trackingTokenHash(token), reference: row.reference, createdAt: new Date().toISOString() })
        .execute();
      const mail = buildComplainantMail({ ...facts, kind: "acknowledgement", trackingUrl: trackingUrl(options.origin, lang, token) });
      return { to, mail, reference: row.reference, kind: row.kind };
    }
    const history = row.historyId
      ? await db
          .selectFrom("complaintHistory")
          .select(["status", "publicNote", "accepted", "createdAt"])
          .where("id", "=", row.historyId)
          .executeTakeFirst()
      : undefined;
    if (!history) return "the update is no longer stored";
    // The answer itself is the row that moved the complaint to its status; a word published after it is an update.
    const before = await db
      .selectFrom("complaintHistory")
      .select("status")
      .where("reference", "=", row.reference)
      .where("createdAt", "<", history.createdAt)
      .orderBy("createdAt", "desc")
      .executeTakeFirst();
    const mail = buildComplainantMail({
      ...facts,
      kind: "update",
      status: history.status as ComplaintStatus,
      note: history.publicNote,
      accepted: history.accepted,
      outcome: before?.status !== history.status,
    });
    return { to, mail, reference: row.reference, kind: row.kind };
  }

  return {
    async send(delivery, signal): Promise<SendOutcome> {
      const s = delivery.submission;
      if (!s) return NO_SUBMISSION;
      const built = await build(delivery.id, s.fields, isLang(s.lang) ? s.lang : DEFAULT_LANG);
      if (typeof built === "string") return { ok: false, permanent: true, error: built };
      return sendMail(
        transport,
        {
          from: settings.from,
          to: Array.isArray(built.to) ? built.to : [built.to],
          subject: built.mail.subject,
          text: built.mail.text,
          html: built.mail.html,
          messageId: `<${delivery.id}@${messageDomain}>`,
          headers: {
            "Content-Language": built.mail.lang,
            "X-Complaint-Reference": built.reference,
            "X-Complaint-Mail": built.kind,
            "Auto-Submitted": "auto-generated",
          },
        },
        signal,
      );
    },
    close: () => transport.close(),
  };
}
