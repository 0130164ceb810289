// @vitest-environment jsdom
// The job application in the Hindi build: "#copy/..." is content/hi (vitest.config.ts, project "hi").
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JobApplicationForm } from "./job-application-form";

/** Stands in for XMLHttpRequest so a test can see what is sent and answer it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload = { onprogress: null };
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
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const job = { id: "risk-analyst-mumbai", title: "रिस्क एनालिस्ट" };
const msg = (text: string) => screen.getByText(text, { selector: "p" });
const submit = () => screen.getByRole("button", { name: "आवेदन भेजें" });
const items = () => screen.getByRole("list", { name: "रिज़्यूमे" });

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

describe("नौकरी के लिए आवेदन (job application, Hindi)", () => {
  it("lists every required message in Hindi for an empty submit", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    const alert = screen.getByRole("alert");
    for (const m of [
      "कृपया अपना पहला नाम लिखें",
      "कृपया अपना उपनाम लिखें",
      "कृपया अपना ईमेल पता लिखें",
      "कृपया अपना फ़ोन नंबर लिखें",
      "कृपया अपना अनुभव चुनें",
      "कृपया अपना मौजूदा शहर लिखें",
      "कृपया अपनी मौजूदा/पिछली कंपनी का नाम लिखें",
      "कृपया अपनी मौजूदा CTC लिखें",
      "कृपया अपनी अपेक्षित CTC लिखें",
      "कृपया अपना नोटिस पीरियड चुनें",
      "कृपया एक छोटा-सा कवर लेटर लिखें",
      "कृपया अपना रिज़्यूमे अपलोड करें",
    ]) {
      expect(within(alert).getByText(m)).toBeInTheDocument();
    }
    expect(FakeXhr.last).toBeNull();
  });

  it("checks lengths, the phone and the file in Hindi", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.type(screen.getByLabelText(/पहला नाम/), "A");
    expect(msg("पहले नाम में कम से कम 2 अक्षर होने चाहिए")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/फ़ोन नंबर/), "98765");
    expect(msg("कृपया सही 10 अंकों का फ़ोन नंबर लिखें")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/कवर लेटर/), "बहुत छोटा।");
    expect(msg("कवर लेटर कम से कम 50 अक्षरों का होना चाहिए")).toBeInTheDocument();
    const input = screen.getByLabelText(/^रिज़्यूमे/);
    expect(input).toHaveAccessibleDescription(/PDF, DOC या DOCX, ज़्यादा से ज़्यादा 5 MB/);
    await user.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(msg("कृपया PDF, DOC या DOCX फ़ाइल अपलोड करें")).toBeInTheDocument();
    expect(within(items()).getByText("अपलोड नहीं हो सका")).toBeInTheDocument();
  });

  it("sends lang 'hi' with the application, and shows the server's Hindi 422 on the file", async () => {
    const user = userEvent.setup();
    const onSubmitted = renderForm();
    await user.type(screen.getByLabelText(/पहला नाम/), "आशा");
    await user.type(screen.getByLabelText(/उपनाम/), "मेहता");
    await user.type(screen.getByLabelText(/ईमेल पता/), "asha@example.in");
    await user.type(screen.getByLabelText(/फ़ोन नंबर/), "9876543210");
    await user.selectOptions(screen.getByLabelText(/कुल अनुभव/), "3-5 साल");
    await user.type(screen.getByLabelText(/मौजूदा शहर/), "कानपुर");
    await user.type(screen.getByLabelText(/मौजूदा\/पिछली कंपनी/), "मेहता फ़िनकॉर्प");
    await user.selectOptions(screen.getByLabelText(/नोटिस पीरियड/), "1 महीना");
    await user.type(screen.getByLabelText(/मौजूदा CTC/), "₹8 LPA");
    await user.type(screen.getByLabelText(/अपेक्षित CTC/), "₹10 LPA");
    await user.click(screen.getByLabelText(/कवर लेटर/));
    await user.paste("मेरे पास MSME क्रेडिट का चार साल का अनुभव है और मैं आपकी रिस्क टीम से जुड़ना चाहती हूँ।");
    await user.upload(screen.getByLabelText(/^रिज़्यूमे/), new File(["%PDF-1.7 resume"], "asha-resume.pdf", { type: "application/pdf" }));
    await user.click(submit());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe("/api/job-applications");
    expect(xhr.body!.get("lang")).toBe("hi");
    expect(xhr.body!.get("experience")).toBe("3-5");
    expect(xhr.body!.get("noticePeriod")).toBe("1-month");
    expect(screen.getByRole("button", { name: "भेजा जा रहा है..." })).toBeInTheDocument();
    await act(async () =>
      xhr.answer(422, { error: "कृपया हाइलाइट किए गए फ़ील्ड ठीक करें।", fieldErrors: { resume: "कृपया PDF, DOC या DOCX फ़ाइल अपलोड करें" } }),
    );
    expect(msg("कृपया PDF, DOC या DOCX फ़ाइल अपलोड करें")).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    await user.click(submit());
    await act(async () => FakeXhr.last!.answer(201, { ok: true, reference: "UF-7K3Q9D" }));
    expect(within(items()).getByText("अपलोड हो गया")).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledWith("UF-7K3Q9D");
  });
});
