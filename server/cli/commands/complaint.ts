import { STAFF_STATUSES, type ComplaintStatus } from "#forms/complaint";
import { changeComplaintStatus, complaintHistory, FINAL_ANSWER_NEEDED, findComplaint } from "../../complaints/complaints";
import { normalizeReference } from "../../submissions/reference";
import { type Command, CommandError, UsageError } from "../command";

/** A published note is read on the tracking page; a short paragraph is enough. */
const MAX_NOTE_LENGTH = 1000;
// Tab and line breaks are fine in a note; other control characters are not text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\v\f\u000e-\u001f\u007f]/;

const isStaffStatus = (s: string): s is (typeof STAFF_STATUSES)[number] => (STAFF_STATUSES as readonly string[]).includes(s);

function parseNote(raw: string | boolean | undefined): string | null {
  if (raw === undefined) return null;
  const note = typeof raw === "string" ? raw.trim() : "";
  if (note === "") throw new UsageError("--note needs the text the complainant will see, in quotes");
  if (note.length > MAX_NOTE_LENGTH) throw new UsageError(`--note is ${note.length} characters; keep it to ${MAX_NOTE_LENGTH}`);
  if (CONTROL.test(note)) throw new UsageError("--note holds control characters; type it as plain text");
  return note;
}

/**
 * `complaint <reference>` shows a complaint's status and history;
 * with --status (and an optional --note the complainant is shown) it moves
 * the complaint on and keeps the change as a history row.
 */
export const complaintCommand: Command = {
  usage: [`complaint <reference> [--status ${STAFF_STATUSES.join("|")}] [--note "text shown to the complainant"]`],
  options: { status: { type: "string" }, note: { type: "string" } },
  async run({ db, kind, args, options, io, now }) {
    const [given, ...extra] = args;
    if (extra.length) throw new UsageError(`Unexpected arguments: ${extra.join(" ")} (put a note in quotes after --note)`);
    if (!given) throw new UsageError("complaint needs a complaint's reference, such as UF-7K3Q9D");
    const status = options.status;
    if (status !== undefined && (typeof status !== "string" || !isStaffStatus(status))) {
      throw new UsageError(`--status must be one of ${STAFF_STATUSES.join(", ")} (got "${String(status)}")`);
    }
    const note = parseNote(options.note);
    if (note !== null && status === undefined) throw new UsageError("--note goes with --status: say which status the note comes with");

    const reference = normalizeReference(given);
    const complaint = reference ? await findComplaint(db, reference) : undefined;
    if (!complaint) throw new CommandError(`No complaint with reference ${given}`);

    if (status === undefined) {
      io.out(`${complaint.reference}: ${complaint.status} (filed ${complaint.createdAt}, answer by ${complaint.answerBy})\n`);
      for (const row of await complaintHistory(db, complaint.reference)) {
        io.out(`  ${row.createdAt}  ${row.status}${row.publicNote === null ? "" : `  note: ${JSON.stringify(row.publicNote)}`}\n`);
      }
      return 0;
    }
    if (status === "resolved" && note === null) throw new UsageError(`${FINAL_ANSWER_NEEDED} (--note)`);
    if (status === complaint.status && note === null) {
      throw new CommandError(`${complaint.reference} is already ${status}; nothing changed (add --note to publish a note with it)`);
    }
    // The same history and audit rows as the console's (actor "shell"); the email to the complainant is the console's.
    const change = await changeComplaintStatus(db, complaint.reference, status as ComplaintStatus, note, { kind, actor: "shell", now });
    if (!change || change === "stale") throw new CommandError(`No complaint with reference ${given}`);
    io.out(`${change.reference}: ${change.from} -> ${change.to} at ${change.at}\n`);
    io.out(
      change.note === null
        ? "  no note published (the complainant sees the last one, if any)\n"
        : `  note published: ${JSON.stringify(change.note)}\n`,
    );
    return 0;
  },
};
