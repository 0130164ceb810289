// Every email a complaint can send, built as the worker builds it, in every
// language and for every kind of complaint: none names the 2021 scheme or any
// other repealed instrument, none shows a "{law:id}" token, and a borrower's
// names the Reserve Bank – Integrated Ombudsman Scheme, 2026 in its language.
import { describe, expect, it } from "vitest";
import { type CitedText, htmlText, lawCitationProblems, unresolvedCitations } from "#shared/law-check";
import { COMPLAINT_KINDS, COMPLAINT_STATUSES } from "#forms/complaint";
import { LANGS } from "#shared/locales";
import { formCopies } from "../generated/form-copies";
import { type BuiltMail, buildComplainantMail, buildDigestMail, buildEscalationMail } from "./complaint-mail-message";

const origin = "https://www.udyamitra.example";
const base = { reference: "UF-7K3Q9D", answerBy: "2026-12-18", origin };

function every(): { where: string; mail: BuiltMail }[] {
  const mails: { where: string; mail: BuiltMail }[] = [];
  for (const lang of LANGS)
    for (const complaintKind of COMPLAINT_KINDS) {
      const clockDays = complaintKind === "shareholder" ? 21 : complaintKind === "privacy" ? 90 : 30;
      const facts = { ...base, lang, complaintKind, clockDays };
      mails.push({
        where: `${lang} ${complaintKind} acknowledgement`,
        mail: buildComplainantMail({ ...facts, kind: "acknowledgement", trackingUrl: `${origin}/grievance-redressal#track=x` }),
      });
      for (const status of COMPLAINT_STATUSES)
        for (const outcome of [false, true])
          mails.push({
            where: `${lang} ${complaintKind} ${status}${outcome ? " answer" : ""}`,
            mail: buildComplainantMail({
              ...facts,
              kind: "update",
              status,
              note: "A note.",
              outcome,
              accepted: outcome ? "A part." : null,
            }),
          });
      mails.push({
        where: `${complaintKind} escalation`,
        mail: buildEscalationMail({
          ...base,
          category: null,
          filedAt: "2026-11-27T06:00:00.000Z",
          status: "received",
          assignee: null,
          consoleUrl: origin,
          complaintKind,
          clockDays,
        }),
      });
    }
  mails.push({
    where: "digest",
    mail: buildDigestMail({ day: "2026-11-27", consoleUrl: origin, due: [{ ...base, status: "received", assignee: null }] }),
  });
  return mails;
}

const texts = (mails: { where: string; mail: BuiltMail }[]): CitedText[] =>
  mails.flatMap(({ where, mail }) => [
    { where: `${where}: subject`, text: mail.subject },
    { where: `${where}: text`, text: mail.text },
    { where: `${where}: html`, text: htmlText(mail.html) },
  ]);

describe("the complaint emails and the law", () => {
  it("cite no repealed instrument and show no citation token, in any language or kind", () => {
    const all = texts(every());
    expect(all.length).toBeGreaterThan(100);
    expect(lawCitationProblems(all, { names: LANGS.map((lang) => formCopies[lang].law.lawNames) })).toEqual([]);
    expect(unresolvedCitations(all)).toEqual([]);
  });

  it("name the 2026 scheme to a borrower, in the language of the complaint", () => {
    for (const lang of LANGS) {
      const mail = every().find((m) => m.where === `${lang} borrower acknowledgement`)!.mail;
      const name = formCopies[lang].law.lawNames["rb-ios-2026"];
      expect(mail.text).toContain(name);
      expect(htmlText(mail.html)).toContain(name);
    }
    expect(formCopies.en.law.lawNames["rb-ios-2026"]).toBe("Reserve Bank – Integrated Ombudsman Scheme, 2026");
  });
});
