import { describe, expect, it } from "vitest";
import { forms } from "../form-registry/registry";
import type { SubmissionRecord } from "../db/submission-records";
import { buildLeadEmail, formTitle, indianPhone, istTime } from "./lead-email";

const application: SubmissionRecord = {
  id: "s1",
  reference: "UF-7K3Q9D",
  form: "job-application",
  lang: "en",
  createdAt: "2026-11-21T18:40:00.000Z",
  fields: {
    jobId: "risk-analyst-mumbai",
    firstName: "Asha",
    lastName: "Iyer",
    email: "asha+jobs@example.in",
    phone: "9123456780",
    experience: "3-5",
    location: "Pune",
    company: "Acme",
    currentCTC: "10 LPA",
    expectedCTC: "12 LPA",
    noticePeriod: "15-days",
    coverLetter: "Line 1\nLine 2",
  },
  file: { sha256: "abc", name: "asha.pdf", type: "application/pdf", size: 7 * 1024 * 1024 },
};
const build = (s: SubmissionRecord, extra: Partial<Parameters<typeof buildLeadEmail>[0]> = {}) =>
  buildLeadEmail({
    deliveryId: "d-1",
    submission: s,
    entry: forms.jobApplication as never,
    maxAttachmentBytes: 5 * 1024 * 1024,
    messageDomain: "example.in",
    ...extra,
  });

describe("the lead's email", () => {
  it("names forms, times and phones as staff read them", () => {
    expect(formTitle("partner-enquiry")).toBe("Partner enquiry");
    expect(formTitle("complaint")).toBe("Complaint");
    // 18:40 UTC is past midnight in India: the date moves on too.
    expect(istTime("2026-11-21T18:40:00.000Z")).toBe("Sun 22 Nov 2026, 12:10 am IST");
    expect(indianPhone("9876543210")).toEqual({ shown: "+91 98765 43210", href: "tel:+919876543210" });
    expect(indianPhone("12345")).toBeUndefined();
  });

  it("says how to fetch a resume over the attachment limit, and attaches none", () => {
    const email = build(application);
    expect(email.attachments).toEqual([]);
    expect(email.text).toContain(
      "Resume: asha.pdf (7.0 MB) is over the 5.0 MB attachment limit; on the server, fetch it with: npm run leads -- resume UF-7K3Q9D --out FILE",
    );
  });

  it("attaches one within the limit, under the applicant's file name", () => {
    const email = build({ ...application, file: { ...application.file!, size: 9 } }, { attachment: { bytes: Buffer.from("%PDF-1.7\n") } });
    expect(email.attachments).toEqual([{ filename: "asha.pdf", content: Buffer.from("%PDF-1.7\n"), contentType: "application/pdf" }]);
  });

  it("shows the opening's title with its id, or says it is no longer listed", () => {
    expect(build(application).text).toContain("Opening: Risk Analyst (risk-analyst-mumbai)");
    expect(build({ ...application, fields: { ...application.fields, jobId: "old-role" } }).text).toContain(
      "Opening: old-role (no longer listed on the careers page)",
    );
  });

  it("uses the option names, keeps nothing the visitor typed out of the subject, and replies to the visitor", () => {
    const email = build(application);
    expect(email.subject).toBe("Job application UF-7K3Q9D");
    expect(email.text).toContain("Total experience: 3-5 years");
    expect(email.text).toContain("Notice period: 15 days");
    expect(email.replyTo).toBe("asha+jobs@example.in");
    expect(email.html).toContain('href="mailto:asha%2Bjobs@example.in?subject=Re%3A%20Job%20application%20UF-7K3Q9D"');
    expect(email.messageId).toBe("<d-1@example.in>");
    expect(email.headers).toMatchObject({ "X-Lead-Reference": "UF-7K3Q9D", "X-Lead-Delivery-Id": "d-1", "X-Lead-Form": "job-application" });
  });

  it("quotes multi-line text so that a typed line cannot pass for a field, and keeps one-line fields on one line", () => {
    const forged = "Please call.\nLoan amount (₹): ₹5,00,00,000\u2028Product of interest: Term Loan\n\nThanks";
    const loan: SubmissionRecord = {
      ...application,
      form: "loan-enquiry",
      file: null,
      fields: {
        name: "Ravi",
        mobile: "9876543210",
        company: "Co\nCity: Delhi",
        city: "Pune",
        product: "term-loan",
        amount: 500000,
        message: forged,
      },
    };
    const email = buildLeadEmail({
      deliveryId: "d",
      submission: loan,
      entry: forms.loanEnquiry as never,
      maxAttachmentBytes: 0,
      messageDomain: "x.in",
    });
    expect(email.text).toContain(
      "Anything else we should know? (as typed by the visitor):\n> Please call.\n> Loan amount (₹): ₹5,00,00,000\n> Product of interest: Term Loan\n>\n> Thanks\n",
    );
    // Every line that starts like a field is one of the form's own.
    const fieldLike = email.text.split("\n").filter((line) => /^(?:Loan amount|Product of interest|City)\b/.test(line));
    expect(fieldLike).toEqual(["City: Pune", "Product of interest: Term Loan", "Loan amount (₹): ₹5,00,000"]);
    expect(email.text).toContain("Business name: Co City: Delhi\n");
    expect(email.html).toMatch(
      /<blockquote[^>]*>Please call\.<br>Loan amount \(₹\): ₹5,00,00,000<br>Product of interest: Term Loan<br><br>Thanks<\/blockquote>/,
    );
  });

  it("shows a dash for an optional field left empty, in its place", () => {
    const partner: SubmissionRecord = {
      ...application,
      form: "partner-enquiry",
      file: null,
      fields: { name: "Ravi", email: "r@example.in", phone: "9876543210", company: "Co" },
    };
    const email = buildLeadEmail({
      deliveryId: "d",
      submission: partner,
      entry: forms.partnerEnquiry as never,
      maxAttachmentBytes: 0,
      messageDomain: "x.in",
    });
    expect(email.text).toContain("Company name: Co\nExpected monthly loan volume: —\nPartnership type: —\nMessage: —\n");
  });

  it("links to the lead's page in the staff console when the site's origin is configured", () => {
    const email = build(application, { consoleOrigin: "https://www.udyamitra.example" });
    expect(email.text).toContain("\nWork on it in the staff console: https://www.udyamitra.example/staff/leads/UF-7K3Q9D\n");
    expect(email.html).toContain('<a href="https://www.udyamitra.example/staff/leads/UF-7K3Q9D"');
    expect(build(application).text).not.toContain("staff console");
  });
});
