import type { FormDeclaration } from "#forms/declare";
import { investorAlertsForm } from "#forms/investor-alerts";
import { allForms, formByExportName } from "../../form-registry/registry";
import type { SubmissionRecord } from "../../db/submission-records";
import { listSubmissions } from "../../submissions/queries";
import { type Command, UsageError, parseDate } from "../command";
import { toCsv } from "#shared/csv";
import { INVESTOR_ALERTS_COLUMNS, investorAlertsList } from "./investor-alerts-list";

/** The export's columns: the reference and time, then the form's fields in its declared order, then its file. */
function exportColumns(form: FormDeclaration): string[] {
  const file = form.file ? ["fileName", "fileType", "fileSize", "fileSha256"] : [];
  return ["reference", "createdAt", "lang", ...Object.keys(form.fields), ...file];
}

function exportRow(record: SubmissionRecord): Record<string, unknown> {
  return {
    reference: record.reference,
    createdAt: record.createdAt,
    lang: record.lang,
    ...record.fields,
    ...(record.file
      ? { fileName: record.file.name, fileType: record.file.type, fileSize: record.file.size, fileSha256: record.file.sha256 }
      : {}),
  };
}

export const exportCommand: Command = {
  usage: [`export <${allForms.map((f) => f.form.exportName).join("|")}> [--format csv|json] [--since YYYY-MM-DD]`],
  options: { format: { type: "string" }, since: { type: "string" } },
  async run({ db, args, options, io }) {
    const [what, ...extra] = args;
    if (extra.length) throw new UsageError(`Unexpected arguments: ${extra.join(" ")}`);
    const entry = formByExportName(what ?? "");
    if (!entry) throw new UsageError(`Export what? One of: ${allForms.map((f) => f.form.exportName).join(", ")}`);
    const format = options.format ?? "csv";
    if (format !== "csv" && format !== "json") throw new UsageError("--format must be csv or json");
    const since = typeof options.since === "string" ? parseDate(options.since, "--since") : undefined;
    if (entry.form.name === investorAlertsForm.name) {
      const list = await investorAlertsList(db, since);
      io.out(format === "json" ? JSON.stringify(list, null, 2) + "\n" : toCsv(INVESTOR_ALERTS_COLUMNS, list));
      return 0;
    }
    // A withdrawn consent (docs/decisions/110-privacy-rights.md) is kept as evidence until retention ends, but never exported for use.
    const rows = (await listSubmissions(db, entry.form.name, since)).filter((r) => !r.withdrawnAt).map(exportRow);
    io.out(format === "json" ? JSON.stringify(rows, null, 2) + "\n" : toCsv(exportColumns(entry.form), rows));
    return 0;
  },
};
