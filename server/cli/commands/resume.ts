import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { findSubmission, getStoredFile } from "../../submissions/queries";
import { normalizeReference } from "../../submissions/reference";
import { type Command, CommandError, UsageError } from "../command";

export const resumeCommand: Command = {
  usage: ["resume <reference> --out FILE"],
  options: { out: { type: "string" } },
  async run({ db, args, options, io }) {
    const [given, ...extra] = args;
    if (extra.length) throw new UsageError(`Unexpected arguments: ${extra.join(" ")}`);
    if (!given || typeof options.out !== "string") throw new UsageError("resume needs an application's reference and --out FILE");
    const reference = normalizeReference(given);
    const submission = reference ? await findSubmission(db, reference) : undefined;
    if (!submission?.file) throw new CommandError(`No application with reference ${given}`);
    const stored = await getStoredFile(db, submission.file.sha256);
    if (!stored) throw new CommandError(`The file of ${submission.reference} is missing from the database.`);
    const bytes = Buffer.from(stored.bytes);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (sha256 !== stored.sha256) throw new CommandError(`The stored file does not match its checksum (${stored.sha256}); not written.`);
    // "wx": never overwrite a file that is already there.
    await writeFile(options.out, bytes, { flag: "wx" });
    io.out(
      `Wrote ${bytes.length} bytes (${stored.type}, sha256 ${sha256}) to ${options.out}; the applicant named it "${submission.file.name}".\n`,
    );
    return 0;
  },
};
