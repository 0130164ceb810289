import { complaintsReport, reportCsv } from "../../complaints/complaints-report";
import { type Command, UsageError, parseDate } from "../command";

/**
 * `complaints-report --from YYYY-MM-DD --to YYYY-MM-DD [--format json|csv]`:
 * the annual report's complaints table for a period of days in India
 * (server/complaints/complaints-report.ts), as the console downloads it.
 */
export const complaintsReportCommand: Command = {
  usage: ["complaints-report --from YYYY-MM-DD --to YYYY-MM-DD [--format json|csv]"],
  options: { from: { type: "string" }, to: { type: "string" }, format: { type: "string" } },
  async run({ db, args, options, io }) {
    if (args.length) throw new UsageError(`Unexpected arguments: ${args.join(" ")}`);
    const { from, to } = options;
    if (typeof from !== "string" || typeof to !== "string")
      throw new UsageError("complaints-report needs --from and --to, such as --from 2026-04-01 --to 2027-03-31");
    parseDate(from, "--from");
    parseDate(to, "--to");
    if (from > to) throw new UsageError(`--from (${from}) is after --to (${to})`);
    const format = options.format ?? "json";
    if (format !== "csv" && format !== "json") throw new UsageError("--format must be json or csv");
    const report = await complaintsReport(db, from, to);
    io.out(format === "json" ? `${JSON.stringify(report, null, 2)}\n` : reportCsv(report));
    return 0;
  },
};
