// The staff-email channel's sender (server/delivery/ runs it like the lead
// email): reads what the outbox row says (staff_mail), builds the message from
// stored data and sends it. An invitation or recovery no longer open (used,
// revoked, cancelled, expired) is not sent: the row is done, not failed.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { sendMail, smtpTransport } from "../delivery/email-sender";
import type { SendOutcome, Sender } from "../delivery/sender";
import { type EmailSettings, mailboxAddress } from "../delivery/settings";
import { invitationLinkToken, invitationUrl, openInvitations } from "../auth/invitations";
import { openRecoveries, recoveryLinkToken, recoveryUrl } from "../auth/recoveries";
import { parseRoles } from "../auth/roles";
import { checkpointById, signedText } from "../audit/checkpoints";
import type { LinkKeys } from "../keys/link-keys";
import { escapeHtml } from "../delivery/email-html";
import { followUpsDue } from "./follow-up-mail";
import { type StaffMailMessage, checkpointMail, followUpMail, invitationMail, recoveryMail } from "./staff-mail-message";

type StaffMailOptions = {
  /** The console's origin (STAFF_ORIGIN), for the links. */
  origin: string;
  keys: LinkKeys;
  /** Who receives the audit checkpoints (COMPLIANCE_EMAIL). */
  complianceEmail: readonly string[];
};

type Built = { to: string[]; message: StaffMailMessage; kind: string } | "nothing" | { error: string };

export function createStaffMailSender(settings: EmailSettings, db: Kysely<Database>, options: StaffMailOptions): Sender {
  const transport = smtpTransport(settings, 2);
  const fromAddress = mailboxAddress(settings.from) ?? settings.from;
  const messageDomain = fromAddress.split("@")[1] ?? "localhost";

  /** A name for who did something: their name in the console, or "An administrator, from the server's shell". */
  const who = async (email: string) =>
    email === "shell"
      ? "An administrator, from the server's shell,"
      : ((await db.selectFrom("staffUsers").select("name").where("email", "=", email).executeTakeFirst())?.name ?? email);

  async function build(id: string): Promise<Built> {
    const row = await db.selectFrom("staffMail").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return { error: "the staff email's record is no longer stored" };
    const now = new Date();
    if (row.kind === "invitation") {
      const invitation = await openInvitations(db, now).where("id", "=", row.subjectId).executeTakeFirst();
      if (!invitation) return "nothing";
      const link = invitationUrl(options.origin, await invitationLinkToken(db, options.keys, invitation));
      const message = invitationMail({
        name: invitation.name,
        inviter: await who(invitation.createdBy),
        roles: parseRoles(invitation.roles),
        link,
        expiresAt: invitation.expiresAt,
      });
      return { to: [invitation.email], message, kind: row.kind };
    }
    if (row.kind === "recovery") {
      const recovery = await openRecoveries(db, now).where("id", "=", row.subjectId).where("approvedAt", "is not", null).executeTakeFirst();
      if (!recovery?.approvedBy) return "nothing";
      const user = await db.selectFrom("staffUsers").select(["email", "name"]).where("id", "=", recovery.userId).executeTakeFirstOrThrow();
      const link = recoveryUrl(options.origin, await recoveryLinkToken(db, options.keys, recovery));
      const message = recoveryMail({
        name: user.name,
        startedBy: await who(recovery.startedBy),
        approvedBy: await who(recovery.approvedBy),
        link,
        expiresAt: recovery.expiresAt,
      });
      return { to: [user.email], message, kind: row.kind };
    }
    if (row.kind === "follow-ups") {
      const mail = await db.selectFrom("followUpMails").selectAll().where("id", "=", row.subjectId).executeTakeFirst();
      const user =
        mail && (await db.selectFrom("staffUsers").select(["email", "name", "disabled"]).where("id", "=", mail.userId).executeTakeFirst());
      // Listed as they are when sent: a follow-up done or moved since the morning's run is left out, and an empty list sends nothing.
      const leads = mail && user && !user.disabled ? (await followUpsDue(db, mail.day, mail.userId)).get(mail.userId) : undefined;
      if (!mail || !user || !leads?.length) return "nothing";
      const message = followUpMail({
        name: user.name,
        day: mail.day,
        leads,
        leadUrl: (reference) => `${options.origin}/staff/leads/${encodeURIComponent(reference)}`,
        listUrl: `${options.origin}/staff/leads?view=follow-up&assignee=me`,
      });
      return { to: [user.email], message, kind: row.kind };
    }
    if (options.complianceEmail.length === 0) return { error: "COMPLIANCE_EMAIL is not set: nobody to send the audit checkpoint to" };
    const signed = await checkpointById(db, row.subjectId);
    if (!signed) return { error: "the checkpoint is no longer stored" };
    const message = checkpointMail({ rows: signed.checkpoint.rows, at: signed.checkpoint.at, signed: signedText(signed) });
    return { to: [...options.complianceEmail], message, kind: row.kind };
  }

  return {
    async send(delivery, signal): Promise<SendOutcome> {
      const built = await build(delivery.id);
      if (built === "nothing") return { ok: true };
      if ("error" in built) return { ok: false, permanent: true, error: built.error };
      return sendMail(
        transport,
        {
          from: settings.from,
          to: built.to,
          subject: built.message.subject,
          text: built.message.text,
          html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(built.message.text)}</pre>`,
          messageId: `<${delivery.id}@${messageDomain}>`,
          headers: { "Auto-Submitted": "auto-generated", "X-Staff-Mail": built.kind },
        },
        signal,
      );
    },
    close: () => transport.close(),
  };
}
