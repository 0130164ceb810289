// A submission's lead email, the email channel's own kind of message (server/delivery/email-kinds.ts): the
// form's fields for the team that works its leads, the resume attached when within the size limit.
import type { EmailKind } from "../delivery/email-kinds";
import type { EmailSettings } from "../delivery/settings";
import { formByName } from "../form-registry/registry";
import { buildLeadEmail } from "./lead-email";
import { getStoredFile } from "./queries";

/** Who receives a form's leads: its own list (LEADS_EMAIL_TO_<FORM>) when set, else LEADS_EMAIL_TO. */
function recipientsFor(settings: EmailSettings, exportName: string): string[] {
  return settings.toByForm[exportName] ?? settings.to;
}

/** consoleOrigin: the site's origin (STAFF_ORIGIN), for the link to the lead's page in the staff console. */
export function leadEmailKind(consoleOrigin: string | undefined): EmailKind {
  return async ({ db, delivery, settings, messageDomain }) => {
    const s = delivery.submission;
    const entry = formByName(s.form);
    if (!entry) return { ok: false, permanent: true, error: `unknown form "${s.form}"` };
    const stored = s.file && s.file.size <= settings.maxAttachmentBytes ? await getStoredFile(db, s.file.sha256) : undefined;
    const email = buildLeadEmail({
      deliveryId: delivery.id,
      submission: s,
      entry,
      attachment: stored ? { bytes: Buffer.from(stored.bytes) } : undefined,
      maxAttachmentBytes: settings.maxAttachmentBytes,
      messageDomain,
      consoleOrigin,
    });
    return { ...email, to: recipientsFor(settings, entry.form.exportName) };
  };
}
