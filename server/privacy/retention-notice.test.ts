// The privacy notice and the server cannot disagree: every retention period
// in the configuration's defaults is the one the notice states for that form,
// in both languages, and the notice states the days within which a request
// is answered (docs/requirements.md "Your data").
import { describe, expect, it } from "vitest";
import { privacyNotice as en } from "#content/en/privacy-notice";
import { privacyNotice as hi } from "#content/hi/privacy-notice";
import { PRIVACY_ANSWER_DAYS } from "#forms/privacy-request";
import { investorAlertsCopy as enAlerts } from "#content/en/form-words/investor-alerts";
import { investorAlertsCopy as hiAlerts } from "#content/hi/form-words/investor-alerts";
import { investorAlertsForm } from "#forms/investor-alerts";
import { ALERT_RETENTION_DEFAULT_DAYS, RETENTION_DEFAULT_MONTHS } from "../config";

const days = { en: (n: number) => `${n} days`, hi: (n: number) => `${n} दिनों` };
const period = {
  en: (months: number) => (months % 12 === 0 && months >= 36 ? `${months / 12} years` : months === 1 ? "1 month" : `${months} months`),
  hi: (months: number) => (months % 12 === 0 && months >= 36 ? `${months / 12} साल` : `${months} महीने`),
};

/** The notice names forms by the words' own strings: read the table by any name. */
const monthsByName: Readonly<Record<string, number>> = RETENTION_DEFAULT_MONTHS;

describe("the privacy notice states the server's retention", () => {
  it.each([
    ["en", en],
    ["hi", hi],
  ] as const)("%s: one row per form with the configured period, and the answer time", (lang, notice) => {
    expect(notice.retention.map((r) => r.formName).sort()).toEqual(
      [...Object.keys(RETENTION_DEFAULT_MONTHS), investorAlertsForm.name].sort(),
    );
    for (const row of notice.retention.filter((r) => r.formName !== investorAlertsForm.name))
      expect(row.kept, row.formName).toContain(period[lang](monthsByName[row.formName]!));
    expect(notice.contactText).toContain(`${PRIVACY_ANSWER_DAYS} ${lang === "en" ? "days" : "दिनों"}`);
  });

  it.each([
    ["en", en, enAlerts],
    ["hi", hi, hiAlerts],
  ] as const)("%s: the investor alerts list, its periods in the notice and beside the sign-up box", (lang, notice, short) => {
    const row = notice.retention.find((r) => r.formName === investorAlertsForm.name)!;
    expect(row.kept).toContain(days[lang](ALERT_RETENTION_DEFAULT_DAYS.pending));
    expect(row.kept).toContain(days[lang](ALERT_RETENTION_DEFAULT_DAYS.unsubscribed));
    expect(short.notice.kept).toContain(days[lang](ALERT_RETENTION_DEFAULT_DAYS.unsubscribed));
    // How to leave the list is said in the notice itself.
    expect(notice.sections.find((s) => s.id === "investor-alerts")?.paragraphs.join(" ")).toMatch(/unsubscribe|अनसब्सक्राइब/);
  });
});
