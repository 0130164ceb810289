// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JobApplicationForm } from "./job-application-form";

/** Stands in for XMLHttpRequest so a test can drive upload progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = "";
  url = "";
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const job = { id: "risk-analyst-mumbai", title: "Risk Analyst" };
const msg = (text: string) => screen.getByText(text, { selector: "p" });
const pdf = () => new File(["%PDF-1.7 resume"], "asha-resume.pdf", { type: "application/pdf" });
const items = () => screen.getByRole("list", { name: "Resume" });

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(onSubmitted = vi.fn()) {
  render(
    <MemoryRouter>
      <JobApplicationForm job={job} onSubmitted={onSubmitted} />
    </MemoryRouter>,
  );
  return onSubmitted;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), "Asha");
  await user.type(screen.getByLabelText(/Last name/), "Mehta");
  await user.type(screen.getByLabelText(/Email address/), "asha@example.in");
  await user.type(screen.getByLabelText(/Phone number/), "9876543210");
  await user.selectOptions(screen.getByLabelText(/Total experience/), "3-5");
  await user.type(screen.getByLabelText(/Current location/), "Pune");
  await user.type(screen.getByLabelText(/Current\/last company/), "Mehta Fincorp");
  await user.selectOptions(screen.getByLabelText(/Notice period/), "1-month");
  await user.type(screen.getByLabelText(/Current CTC/), "8 LPA");
  await user.type(screen.getByLabelText(/Expected CTC/), "10 LPA");
  await user.click(screen.getByLabelText(/Cover letter/));
  await user.paste("I have four years of MSME credit experience and would love to join your risk team.");
}

describe("job application form", () => {
  it("shows every spec message for an empty submit and focuses the first field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const alert = screen.getByRole("alert");
    for (const m of [
      "Please enter your first name",
      "Please enter your last name",
      "Please enter your email address",
      "Please enter your phone number",
      "Please select your experience level",
      "Please enter your current location",
      "Please enter your current/last company",
      "Please enter your current CTC",
      "Please enter your expected CTC",
      "Please select your notice period",
      "Please write a brief cover letter",
      "Please upload your resume",
    ]) {
      expect(within(alert).getByText(m)).toBeInTheDocument();
      expect(msg(m)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(FakeXhr.last).toBeNull();
  });

  it("checks lengths and formats with the spec's words", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/First name/), "A");
    expect(msg("First name must be at least 2 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Last name/), "M");
    expect(msg("Last name must be at least 2 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email address/), "asha@");
    expect(msg("Please enter a valid email address")).toBeInTheDocument();
    const phone = screen.getByLabelText(/Phone number/) as HTMLInputElement;
    await user.type(phone, "98x765");
    expect(phone.value).toBe("98765");
    expect(msg("Please enter a valid 10-digit phone number")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Cover letter/), "Too short.");
    expect(msg("Cover letter should be at least 50 characters")).toBeInTheDocument();
  });

  it("offers the spec's experience and notice period values", () => {
    renderForm();
    const values = (label: RegExp) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(values(/Total experience/)).toEqual(["0-1", "1-3", "3-5", "5-7", "7-10", "10+"]);
    expect(values(/Notice period/)).toEqual(["immediate", "15-days", "1-month", "2-months", "3-months"]);
  });

  it("states the file rules beside the control, refuses other types and files over 5 MB, and lets the visitor remove the file", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText(/^Resume/);
    expect(input).toHaveAccessibleDescription(/PDF, DOC or DOCX, at most 5 MB/);
    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(msg("Please upload a PDF, DOC or DOCX file")).toBeInTheDocument();
    expect(within(items()).getByText("Upload failed")).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" }));
    expect(msg("Your resume must be 5 MB or smaller")).toBeInTheDocument();
    await user.upload(input, pdf());
    expect(within(items()).getByText("Ready to send")).toBeInTheDocument();
    expect(screen.queryByText("Your resume must be 5 MB or smaller", { selector: "p" })).not.toBeInTheDocument();
    await user.click(within(items()).getByRole("button", { name: /Remove/ }));
    expect(within(items()).getByText("Removed")).toBeInTheDocument();
    expect((input as HTMLInputElement).files).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(msg("Please upload your resume")).toBeInTheDocument();
  });

  it("sends fields and file together, showing real upload progress, then done", async () => {
    const user = userEvent.setup();
    const onSubmitted = renderForm();
    await fillValid(user);
    await user.upload(screen.getByLabelText(/^Resume/), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe("/api/job-applications");
    expect(xhr.body!.get("firstName")).toBe("Asha");
    expect(xhr.body!.get("noticePeriod")).toBe("1-month");
    expect(xhr.body!.get("jobId")).toBe("risk-analyst-mumbai");
    expect((xhr.body!.get("resume") as File).name).toBe("asha-resume.pdf");
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeInTheDocument();
    act(() => xhr.progress(40, 100));
    expect(within(items()).getByText("Uploading 40%")).toBeInTheDocument();
    expect(within(items()).getByRole("progressbar")).toHaveAttribute("value", "40");
    await act(async () => xhr.answer(201, { ok: true, reference: "UF-7K3Q9D" }));
    expect(within(items()).getByText("Uploaded")).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it("marks the upload as failed and says why when the server refuses or fails", async () => {
    const user = userEvent.setup();
    const onSubmitted = renderForm();
    await fillValid(user);
    await user.upload(screen.getByLabelText(/^Resume/), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await act(async () => FakeXhr.last!.answer(413, { error: "Your resume must be 5 MB or smaller" }));
    expect(within(items()).getByText("Upload failed")).toBeInTheDocument();
    expect(msg("Your resume must be 5 MB or smaller")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await act(async () => FakeXhr.last!.answer(500, { error: "Internal" }));
    expect(screen.getByText("Something went wrong. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await act(async () => FakeXhr.last!.answer(422, { error: "x", fieldErrors: { resume: "Please upload a PDF, DOC or DOCX file" } }));
    expect(msg("Please upload a PDF, DOC or DOCX file")).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
