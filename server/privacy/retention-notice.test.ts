// The privacy notice and the server cannot disagree: every retention period
// in the configuration's defaults is the one the notice states for that form,
// in both languages, and the notice states the days within which a request
// is answered (docs/requirements.md "Your data").
import { describe, expect, it } from "vitest";
import { privacyNotice as en } from "#content/en/privacy-notice";
import { privacyNotice as hi } from "#content/hi/privacy-notice";
import { PRIVACY_ANSWER_DAYS } from "#forms/privacy-request";
import { RETENTION_DEFAULT_MONTHS } from "../config";

const period = {
  en: (months: number) => (months % 12 === 0 && months >= 36 ? `${months / 12} years` : months === 1 ? "1 month" : `${months} months`),
  hi: (months: number) => (months % 12 === 0 && months >= 36 ? `${months / 12} साल` : `${months} महीने`),
};

describe("the privacy notice states the server's retention", () => {
  it.each([
    ["en", en],
    ["hi", hi],
  ] as const)("%s: one row per form with the configured period, and the answer time", (lang, notice) => {
    expect(notice.retention.map((r) => r.formName).sort()).toEqual(Object.keys(RETENTION_DEFAULT_MONTHS).sort());
    for (const row of notice.retention) expect(row.kept, row.formName).toContain(period[lang](RETENTION_DEFAULT_MONTHS[row.formName]!));
    expect(notice.contactText).toContain(`${PRIVACY_ANSWER_DAYS} ${lang === "en" ? "days" : "दिनों"}`);
  });
});
