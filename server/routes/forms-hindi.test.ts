// Every form sent from a Hindi page (lang "hi"): the 422 answer is worded in
// Hindi, from content/hi/forms/*, and a stored submission records its language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsCopy } from "#content/hi/forms/common";
import { jobApplicationCopy } from "#content/hi/forms/job-application";
import { loanEnquiryCopy } from "#content/hi/forms/loan-enquiry";
import { newsletterCopy } from "#content/hi/forms/newsletter";
import { partnerEnquiryCopy } from "#content/hi/forms/partner-enquiry";
import { jobApplicationForm } from "#forms/job-application";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { newsletterForm } from "#forms/newsletter";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { type FilePart, type FormApp, multipartBody, samplePdf, startFormApp } from "./form-test-app";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const DEVANAGARI = /[\u0900-\u097F]/;
const postJson = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

/** The 422 answer, checked to be in Hindi throughout. */
async function hindiErrors(res: Awaited<ReturnType<typeof postJson>>) {
  expect(res.statusCode).toBe(422);
  const body = res.json() as { error: string; fieldErrors: Record<string, string> };
  expect(body.error).toBe(formsCopy.invalid);
  for (const m of [body.error, ...Object.values(body.fieldErrors)]) expect(m).toMatch(DEVANAGARI);
  return body.fieldErrors;
}

describe("forms sent from Hindi pages", () => {
  it("newsletter: Hindi messages; the stored sign-up records lang 'hi'", async () => {
    const m = newsletterCopy.messages.email;
    expect(await hindiErrors(await postJson(newsletterForm.endpoint, { email: "", lang: "hi" }))).toEqual({ email: m.required });
    expect(await hindiErrors(await postJson(newsletterForm.endpoint, { email: "asha@", lang: "hi" }))).toEqual({ email: m.email });
    const ok = await postJson(newsletterForm.endpoint, { email: "hindi-reader@example.in", lang: "hi" });
    expect(ok.statusCode).toBe(201);
    expect(await t.byReference(ok.json().reference)).toMatchObject({ form: "newsletter", lang: "hi" });
  });

  it("partner enquiry: Hindi messages for every required field and each rule; stored with lang 'hi'", async () => {
    const m = partnerEnquiryCopy.messages;
    expect(await hindiErrors(await postJson(partnerEnquiryForm.endpoint, { lang: "hi" }))).toEqual({
      name: m.name.required,
      email: m.email.required,
      phone: m.phone.required,
      company: m.company.required,
    });
    const valid = { name: "रवि कुमार", email: "ravi@finserv.example", phone: "9876543210", company: "फ़िनसर्व टेक", loanAmount: "10cr-50cr", purpose: "co-lending", lang: "hi" };
    expect(await hindiErrors(await postJson(partnerEnquiryForm.endpoint, { ...valid, name: "R2D2", phone: "5876543210", loanAmount: "1-crore" }))).toEqual({
      name: m.name.letters,
      phone: m.phone.indianMobile,
      loanAmount: m.loanAmount.choice,
    });
    const ok = await postJson(partnerEnquiryForm.endpoint, valid);
    expect(ok.statusCode).toBe(201);
    expect(await t.byReference(ok.json().reference)).toMatchObject({ form: "partner-enquiry", lang: "hi", fields: { name: "रवि कुमार", company: "फ़िनसर्व टेक" } });
  });

  it("loan enquiry: Hindi messages, amounts in lakh and crore; stored with lang 'hi'", async () => {
    const m = loanEnquiryCopy.messages;
    const valid = { name: "मीरा शाह", mobile: "7012345678", company: "शाह पॉलिमर्स", product: "machinery-finance", amount: 2_500_000, city: "सूरत", lang: "hi" };
    expect(await hindiErrors(await postJson(loanEnquiryForm.endpoint, { ...valid, amount: 50_000 }))).toEqual({ amount: m.amount.min });
    expect(await hindiErrors(await postJson(loanEnquiryForm.endpoint, { ...valid, amount: 60_000_000, product: "gold-loan" }))).toEqual({
      amount: m.amount.max,
      product: m.product.choice,
    });
    expect(m.amount.max).toContain("₹5 करोड़");
    const ok = await postJson(loanEnquiryForm.endpoint, valid);
    expect(ok.statusCode).toBe(201);
    expect(await t.byReference(ok.json().reference)).toMatchObject({ form: "loan-enquiry", lang: "hi", fields: { city: "सूरत", amount: 2_500_000 } });
  });

  it("job application (multipart): Hindi field and resume messages; stored with lang 'hi'", async () => {
    const m = jobApplicationCopy.messages;
    const fields = {
      firstName: "आशा",
      lastName: "अय्यर",
      email: "asha.iyer@example.in",
      phone: "9123456780",
      experience: "3-5",
      location: "कानपुर",
      company: "एक्मे फ़ाइनेंस",
      currentCTC: "₹12 LPA",
      expectedCTC: "₹15 LPA",
      noticePeriod: "1-month",
      coverLetter: "मेरे पास MSME क्रेडिट अंडरराइटिंग का पाँच साल का अनुभव है और मैं आपकी टीम से जुड़ना चाहती हूँ।",
      jobId: "risk-analyst-mumbai",
      lang: "hi",
    };
    const post = async (f: Record<string, string>, files: FilePart[]) => {
      const { payload, headers } = await multipartBody(f, files);
      return t.app.inject({ method: "POST", url: jobApplicationForm.endpoint, payload, headers });
    };
    const pdf: FilePart = { filename: "आशा का रिज़्यूमे.pdf", bytes: samplePdf(), type: "application/pdf" };
    expect(await hindiErrors(await post({ ...fields, firstName: "A", phone: "98765", coverLetter: "छोटा।" }, [pdf]))).toEqual({
      firstName: m.firstName.min,
      phone: m.phone.tenDigits,
      coverLetter: m.coverLetter.min,
    });
    expect(await hindiErrors(await post(fields, []))).toEqual({ resume: jobApplicationCopy.resume.messages.required });
    expect(await hindiErrors(await post(fields, [{ filename: "notes.txt", bytes: Buffer.from("plain text"), type: "text/plain" }]))).toEqual({
      resume: jobApplicationCopy.resume.messages.type,
    });
    const ok = await post(fields, [pdf]);
    expect(ok.statusCode).toBe(201);
    expect(await t.byReference(ok.json().reference)).toMatchObject({ form: "job-application", lang: "hi", fields: { firstName: "आशा", location: "कानपुर" } });
  });

  it("answers in English when the form says nothing of its language", async () => {
    const res = await postJson(newsletterForm.endpoint, { email: "" });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors.email).toBe("Email is required");
  });
});
