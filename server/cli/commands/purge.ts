import { purgeComplaints } from "../../complaints/complaints";
import { purgeSubmissions } from "../../submissions/queries";
import { type Command, UsageError } from "../command";

export const purgeCommand: Command = {
  usage: ["purge --older-than DAYS"],
  options: { "older-than": { type: "string" } },
  async run({ db, args, options, io, now }) {
    if (args.length) throw new UsageError(`Unexpected arguments: ${args.join(" ")}`);
    const raw = options["older-than"];
    const days = Number(raw);
    if (typeof raw !== "string" || !/^\d+$/.test(raw) || !Number.isSafeInteger(days)) throw new UsageError("purge needs --older-than DAYS (a whole number)");
    const before = new Date(now.getTime() - days * 86_400_000).toISOString();
    // A purged complaint's status and history go with it (they refer to its submission).
    const counts = await purgeSubmissions(db, before, [purgeComplaints], now);
    io.out(`Deleted submissions created before ${before}:\n`);
    const forms = Object.entries(counts);
    if (forms.length === 0) io.out("  none\n");
    for (const [form, count] of forms) io.out(`  ${form}: ${count}\n`);
    return 0;
  },
};
