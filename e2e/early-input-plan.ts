// Every field of every public page, in both languages, for the early-input suites: how a visitor fills each
// widget (key by key; options picked), what presses it, and what the page must show and send once it is live.
// Values come from the forms' declarations and their typed examples (forms/), words from content/<lang>/, so a
// new field or a reworded label is covered without editing this file.
import { expect, test, type Locator, type Page } from "@playwright/test";
import * as enCommon from "#content/en/form-words/common";
import * as enComplaint from "#content/en/form-words/complaint";
import * as enAlerts from "#content/en/form-words/investor-alerts";
import * as enNewsletter from "#content/en/form-words/newsletter";
import * as enPrivacy from "#content/en/form-words/privacy-request";
import * as enInvestors from "#content/en/pages/investors";
import * as enProduct from "#content/en/pages/product";
import * as hiCommon from "#content/hi/form-words/common";
import * as hiComplaint from "#content/hi/form-words/complaint";
import * as hiAlerts from "#content/hi/form-words/investor-alerts";
import * as hiNewsletter from "#content/hi/form-words/newsletter";
import * as hiPrivacy from "#content/hi/form-words/privacy-request";
import * as hiInvestors from "#content/hi/pages/investors";
import * as hiProduct from "#content/hi/pages/product";
import { HONEYPOT_FIELD, LANG_FIELD } from "#forms/api";
import { complaintForm, complaintLookup } from "#forms/complaint";
import type { FormDeclaration } from "#forms/declare";
import { exampleComplaint, examplePrivacyRequest } from "#test/form-examples";
import { investorAlertsForm } from "#forms/investor-alerts";
import { newsletterForm } from "#forms/newsletter";
import { privacyRequestForm } from "#forms/privacy-request";
import { amortize } from "#shared/loans/emi-math";
import { type Posts, jsonOf, recordPosts, labelled, pattern, pick, retype, slowExpect, typeKeys } from "./early-input-support";

export type Lang = "en" | "hi";
const WORDS = {
  en: { ...enCommon, ...enComplaint, ...enAlerts, ...enNewsletter, ...enPrivacy, ...enInvestors, ...enProduct },
  hi: { ...hiCommon, ...hiComplaint, ...hiAlerts, ...hiNewsletter, ...hiPrivacy, ...hiInvestors, ...hiProduct },
} satisfies Record<Lang, unknown>;
const wordsFor = (lang: Lang) => WORDS[lang];

/** One test's page, language and record of what it typed and sent. */
export type Run = { page: Page; lang: Lang; posts: Posts; stamp: string; typed: string[] };

/** A test's record of what it types and sends on `page`; its addresses are its own (stamp). */
export const startRun = (page: Page, lang: Lang): Run => ({
  page,
  lang,
  posts: recordPosts(page),
  stamp: `${lang}${test.info().workerIndex}${Date.now().toString(36)}`,
  typed: [],
});

/** A part of a page a visitor fills in. */
export type Widget = {
  name: string;
  /** Something the server must hold before the visitor starts (through its API, as the company's side would). */
  prepare?: (run: Run) => Promise<void>;
  /** Types, ticks and picks every field, key by key, from the moment each exists. */
  fill: (run: Run) => Promise<void>;
  /** Its submit button, for the widgets that send. */
  submit?: (run: Run) => Locator;
  /** Once live: its fields, the state the page shows and what it sent are what the visitor typed. */
  check: (run: Run) => Promise<void>;
};

const main = (run: Run) => run.page.getByRole("main");
const region = (run: Run, name: string) => run.page.getByRole("region", { name, exact: true });
const email = (run: Run, who: string) => `${who}.${run.stamp}@ex.in`;
/** What the form fields' labels end with: "(required)" or "(optional)", in the page's language. */
const marks = (run: Run) => [wordsFor(run.lang).formsCopy.required, wordsFor(run.lang).formsCopy.optional];

/** Fills a declared form's visible fields in their order: text key by key, choices picked. */
async function fillDeclared(scope: Locator, form: FormDeclaration, labels: Record<string, string>, values: object, run: Run) {
  for (const [name, spec] of Object.entries(form.fields)) {
    const value = (values as Record<string, string | number | undefined>)[name];
    if (spec.kind === "hidden" || value === undefined) continue;
    const field = scope.getByLabel(labelled(labels[name]!, marks(run)));
    run.typed.push(spec.kind === "choice" ? await pick(field, String(value)) : await typeKeys(field, String(value)));
  }
}

/** A form posts exactly once, with what was typed, the empty honeypot and the page's language. */
async function sentOnce(run: Run, endpoint: string, values: object) {
  expect(jsonOf(await run.posts.only(endpoint))).toEqual({ ...values, [HONEYPOT_FIELD]: "", [LANG_FIELD]: run.lang });
}

/** An email sign-up: one address, one button, a message when it worked. */
function signup(
  name: string,
  scope: (run: Run) => Locator,
  form: FormDeclaration,
  words: (lang: Lang) => { labels: { email: string }; submit: string; success: { title: string } },
): Widget {
  return {
    name,
    fill: async (run) => {
      run.typed.push(await typeKeys(scope(run).getByLabel(words(run.lang).labels.email, { exact: true }), email(run, name)));
    },
    submit: (run) => scope(run).getByRole("button", { name: words(run.lang).submit, exact: true }),
    check: async (run) => {
      await sentOnce(run, form.endpoint, { email: email(run, name) });
      await slowExpect(run.page.getByText(words(run.lang).success.title, { exact: true })).toBeVisible();
    },
  };
}

export const newsletter = signup(
  "newsletter",
  (run) => run.page.getByRole("contentinfo"),
  newsletterForm,
  (l) => wordsFor(l).newsletterCopy,
);

export const alerts = signup(
  "investor-alerts",
  (run) => region(run, wordsFor(run.lang).investorAlertsCopy.heading),
  investorAlertsForm,
  (l) => wordsFor(l).investorAlertsCopy,
);

/** The EMI calculator: the issue's own run (amount 10 lakh, 12 months at 12 %). */
const LOAN = { amount: "1000000", tenure: "12", rate: "12" } as const;
const rupees = (n: number) => `₹${n.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const emi: Widget = {
  name: "emi",
  fill: async (run) => {
    const { labels } = wordsFor(run.lang).emiCalculator;
    for (const [name, text] of Object.entries(LOAN))
      run.typed.push(await retype(main(run).getByLabel(labels[name as keyof typeof LOAN]), text));
  },
  check: async (run) => {
    const { labels } = wordsFor(run.lang).emiCalculator;
    for (const [name, text] of Object.entries(LOAN))
      await expect(main(run).getByLabel(labels[name as keyof typeof LOAN])).toHaveValue(text);
    const { emi } = amortize({ principal: Number(LOAN.amount), annualRatePercent: Number(LOAN.rate), months: Number(LOAN.tenure) });
    await slowExpect(main(run).getByTestId("emi")).toHaveText(rupees(emi));
  },
};

/** The investor library's search. */
const QUERY = "annual report";
export const search: Widget = {
  name: "library-search",
  fill: async (run) => {
    run.typed.push(await typeKeys(main(run).getByRole("searchbox", { name: wordsFor(run.lang).investorsLibrary.search.label }), QUERY));
  },
  check: async (run) => {
    const { search: words } = wordsFor(run.lang).investorsLibrary;
    const box = main(run).getByRole("searchbox", { name: words.label });
    await expect(box).toHaveValue(QUERY);
    // The results said are the results for what the box shows (however many the library holds).
    const said = main(run).locator('[aria-live="polite"]', { hasText: `"${QUERY}"` });
    await slowExpect(said).toBeVisible();
    const text = await said.innerText();
    expect(Array.from({ length: 201 }, (_, n) => words.results(n, QUERY))).toContain(text);
  },
};

export const yourData: Widget = {
  name: "your-data",
  fill: async (run) => {
    const values = { ...examplePrivacyRequest, email: email(run, "your-data") };
    await fillDeclared(main(run), privacyRequestForm, wordsFor(run.lang).privacyRequestCopy.labels, values, run);
  },
  submit: (run) => main(run).getByRole("button", { name: wordsFor(run.lang).privacyRequestCopy.submit, exact: true }),
  check: async (run) => {
    await sentOnce(run, privacyRequestForm.endpoint, { ...examplePrivacyRequest, email: email(run, "your-data") });
    await slowExpect(main(run).getByText(wordsFor(run.lang).privacyRequestCopy.success.title, { exact: true })).toBeVisible();
  },
};

const complaintRegion = (run: Run) => region(run, wordsFor(run.lang).complaintCopy.title);
export const complaint: Widget = {
  name: "complaint",
  fill: (run) => fillDeclared(complaintRegion(run), complaintForm, wordsFor(run.lang).complaintCopy.labels, exampleComplaint, run),
  submit: (run) => complaintRegion(run).getByRole("button", { name: wordsFor(run.lang).complaintCopy.submit, exact: true }),
  check: async (run) => {
    await sentOnce(run, complaintForm.endpoint, exampleComplaint);
    const reference = pattern(wordsFor(run.lang).formsCopy.reference, "reference");
    await slowExpect(complaintRegion(run).getByText(reference)).toBeVisible();
  },
};

/** The complaint tracker looks up a complaint filed through the API before the page opens. */
const trackerRegion = (run: Run) => region(run, wordsFor(run.lang).complaintLookupCopy.title);
const filed = new WeakMap<Run, string>();
export const tracker: Widget = {
  name: "complaint-tracker",
  prepare: async (run) => {
    const answer = await run.page.request.post(complaintForm.endpoint, { data: { ...exampleComplaint, [LANG_FIELD]: run.lang } });
    expect(answer.status()).toBe(201);
    filed.set(run, ((await answer.json()) as { reference: string }).reference);
  },
  fill: async (run) => {
    const { labels } = wordsFor(run.lang).complaintLookupCopy;
    run.typed.push(await typeKeys(trackerRegion(run).getByLabel(labelled(labels.reference, marks(run))), filed.get(run)!));
    run.typed.push(await typeKeys(trackerRegion(run).getByLabel(labelled(labels.mobile, marks(run))), exampleComplaint.mobile));
  },
  submit: (run) => trackerRegion(run).getByRole("button", { name: wordsFor(run.lang).complaintLookupCopy.submit, exact: true }),
  check: async (run) => {
    const reference = filed.get(run)!;
    const sent = jsonOf(await run.posts.only(complaintLookup.endpoint));
    expect(sent).toEqual({ reference, mobile: exampleComplaint.mobile, [LANG_FIELD]: run.lang });
    const heading = wordsFor(run.lang).complaintLookupCopy.result.heading.replace("{reference}", reference);
    await slowExpect(trackerRegion(run).getByRole("heading", { name: heading })).toBeVisible();
  },
};
