import { forgetDeleted } from "../../db/forget";
import { purgeOutbox } from "../../submissions/purge-outbox";
import { purgeComplaints } from "../../complaints/complaints";
import { purgeLeadNotes } from "../../staff/purge-lead-notes";
import { purgePrivacyRequests } from "../../privacy/requests";
import { purgeSubmissions } from "../../submissions/queries";
import { type Command, UsageError } from "../command";

export const purgeCommand: Command = {
  usage: ["purge --older-than DAYS"],
  options: { "older-than": { type: "string" } },
  async run({ db, kind, args, options, io, now }) {
    if (args.length) throw new UsageError(`Unexpected arguments: ${args.join(" ")}`);
    const raw = options["older-than"];
    const days = Number(raw);
    if (typeof raw !== "string" || !/^\d+$/.test(raw) || !Number.isSafeInteger(days))
      throw new UsageError("purge needs --older-than DAYS (a whole number)");
    const before = new Date(now.getTime() - days * 86_400_000).toISOString();
    // A purged submission's delivery rows, staff notes, privacy request state, and a purged complaint's status, history,
    // notes, links and emails, go with it. A sign-up that keeps a confirmed investor alerts subscription stays.
    const counts = await purgeSubmissions(db, before, [purgeOutbox, purgeComplaints, purgeLeadNotes, purgePrivacyRequests], now);
    io.out(`Deleted submissions created before ${before}:\n`);
    const forms = Object.entries(counts);
    if (forms.length === 0) io.out("  none\n");
    for (const [form, count] of forms) io.out(`  ${form}: ${count}\n`);
    // Deleted rows stay readable in free pages (and the SQLite -wal) until the file is rewritten.
    const forgot = await forgetDeleted(
      { kind, kysely: db },
      kind === "postgres"
        ? [
            "outbox",
            "complaint_mail",
            "complaint_notes",
            "complaint_tracking_tokens",
            "complaint_history",
            "complaints",
            "lead_notes",
            "privacy_requests",
            "submissions",
            "stored_files",
            "idempotency_keys",
            "investor_alert_subscribers",
          ]
        : undefined,
    );
    io.out(
      forgot.complete
        ? "The database files were rewritten: the deleted data is gone from them (backups still hold it until they expire).\n"
        : "The server is busy: deleted data may remain in the SQLite -wal file until it is idle; run purge again then.\n",
    );
    return 0;
  },
};
