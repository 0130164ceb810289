// @vitest-environment jsdom
// The complaint form and the tracker in the Hindi build: "#copy/..." is content/hi (vitest.config.ts, project "hi").
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComplaintForm } from "./complaint-form";
import { ComplaintTracker } from "./complaint-tracker";

const renderForm = () =>
  render(
    <MemoryRouter>
      <ComplaintForm />
    </MemoryRouter>,
  );
const field = (name: RegExp) => screen.getByLabelText(name);
const msg = (text: string) => screen.getByText(text, { selector: "p" });
const CATEGORY = /किस बारे में है/;
const DESCRIPTION = /^आपकी शिकायत(?! किस)/;

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe("शिकायत दर्ज करें (complaint form, Hindi)", () => {
  it("asks for every required field in Hindi, with the Hindi banner", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D", answerBy: "2026-12-02" });
    renderForm();
    await user.click(screen.getByRole("button", { name: "शिकायत भेजें" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("कृपया ये गलतियाँ ठीक करें:");
    for (const m of ["पूरा नाम लिखना ज़रूरी है", "मोबाइल नंबर लिखना ज़रूरी है", "कृपया चुनें कि आपकी शिकायत किस बारे में है", "कृपया अपनी शिकायत लिखें"]) {
      expect(within(alert).getByText(m)).toBeInTheDocument();
    }
    // The email is optional: the mobile identifies the complainant.
    expect(within(alert).queryByText(/ईमेल/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("tells a shareholder in Hindi who answers within 21 days and where to go next, and without an email says the page is the acknowledgement", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D", answerBy: "2026-12-18", emailed: false });
    renderForm();
    expect(screen.queryByTestId("complaint-kind-note")).toBeNull();
    await user.selectOptions(field(CATEGORY), "shareholder");
    const note = screen.getByTestId("complaint-kind-note");
    expect(note).toHaveTextContent("कंपनी सेक्रेटरी की टीम 21 दिनों के अंदर देती है");
    expect(within(note).getByRole("link", { name: /SEBI का SCORES पोर्टल/ })).toHaveAttribute("href", "https://scores.sebi.gov.in");
    expect(within(note).getByRole("link", { name: /SMART ODR पोर्टल/ })).toHaveAttribute("href", "https://smartodr.in");
    await user.selectOptions(field(CATEGORY), "personal-data");
    expect(screen.getByTestId("complaint-kind-note")).toHaveTextContent("90 दिनों के अंदर");
    expect(screen.getByTestId("complaint-kind-note")).toHaveTextContent("डिजिटल व्यक्तिगत डेटा संरक्षण नियम, 2025");
    await user.selectOptions(field(CATEGORY), "shareholder");
    await user.type(field(/पूरा नाम/), "सुनीता पाटिल");
    await user.type(field(/मोबाइल नंबर/), "9822012345");
    await user.type(field(DESCRIPTION), "मेरा पिछले साल का डिविडेंड अब तक नहीं आया।");
    await user.click(screen.getByRole("button", { name: "शिकायत भेजें" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("हम 18 दिसंबर 2026 तक आपको जवाब देंगे।");
    expect(status).toHaveTextContent("यही पेज आपकी पावती है");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).not.toHaveProperty("email", expect.stringContaining("@"));
  });

  it("checks fields live in Hindi and counts the characters", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field(/पूरा नाम/), "A1");
    expect(msg("नाम में सिर्फ़ अक्षर और स्पेस हो सकते हैं")).toBeInTheDocument();
    await user.type(field(/मोबाइल नंबर/), "5123456789");
    expect(msg("कृपया सही भारतीय मोबाइल नंबर लिखें")).toBeInTheDocument();
    await user.type(field(/ईमेल पता/), "sunita@");
    expect(msg("कृपया सही ईमेल पता लिखें")).toBeInTheDocument();
    await user.type(field(/लोन अकाउंट या आवेदन नंबर/), "UFL 2025");
    expect(msg("सिर्फ़ अक्षर, अंक, '/' और '-' लिखें, जैसे आपके लोन के कागज़ों पर छपे हैं")).toBeInTheDocument();
    await user.type(field(DESCRIPTION), "बहुत छोटा।");
    expect(msg("कृपया अपनी शिकायत कम से कम 20 अक्षरों में लिखें")).toBeInTheDocument();
    expect(screen.getByText(/2,000 में से 10 अक्षर/)).toBeInTheDocument();
  });

  it("names the categories in Hindi while sending the same values", () => {
    renderForm();
    const options = [...(field(CATEGORY) as HTMLSelectElement).options].filter((o) => o.value);
    expect(options.map((o) => o.value)).toEqual([
      "loan-application",
      "disbursement",
      "interest-and-charges",
      "emi-and-repayment",
      "statements-and-certificates",
      "foreclosure-and-closure",
      "recovery-conduct",
      "digital-lending-app",
      "kyc-and-data-privacy",
      "accessibility",
      "shareholder",
      "personal-data",
      "other",
    ]);
    expect(options.find((o) => o.value === "accessibility")?.text).toBe("हमारी वेबसाइट या सेवाओं की सुलभता");
    expect(options.find((o) => o.value === "interest-and-charges")?.text).toBe("ब्याज, फ़ीस या दंडात्मक शुल्क");
  });

  it("sends lang 'hi' and confirms in Hindi with the reference and the date we answer by", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D", answerBy: "2026-12-02", emailed: true });
    renderForm();
    await user.type(field(/पूरा नाम/), "सुनीता पाटिल");
    await user.type(field(/मोबाइल नंबर/), "9822012345");
    await user.type(field(/ईमेल पता/), "sunita@example.in");
    await user.selectOptions(field(CATEGORY), "EMI, लोन चुकाना या ऑटो-डेबिट");
    await user.type(field(DESCRIPTION), "नवंबर में मेरी EMI दो बार कट गई।");
    await user.click(screen.getByRole("button", { name: "शिकायत भेजें" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("आपकी शिकायत दर्ज हो गई है");
    expect(status).toHaveTextContent("हम 2 दिसंबर 2026 तक आपको जवाब देंगे।");
    expect(status).toHaveTextContent("आपका रेफ़रेंस नंबर: UF-7K3Q9D");
    expect(status).toHaveTextContent("हमने यह पावती आपको ईमेल भी कर दी है");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/complaints");
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "सुनीता पाटिल", category: "emi-and-repayment", lang: "hi" });
  });

  it("takes a mobile typed in Devanagari digits and a name with a joiner, as a Hindi keyboard types them, and sends ASCII digits", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D", answerBy: "2026-12-02" });
    renderForm();
    await user.type(field(/पूरा नाम/), "अर्\u200dजुन सिंह");
    await user.type(field(/मोबाइल नंबर/), "९८२२०१२३४५");
    expect(field(/मोबाइल नंबर/)).toHaveValue("9822012345");
    await user.type(field(/ईमेल पता/), "arjun@example.in");
    await user.selectOptions(field(CATEGORY), "EMI, लोन चुकाना या ऑटो-डेबिट");
    await user.type(field(DESCRIPTION), "नवंबर में मेरी EMI दो बार कट गई।");
    await user.click(screen.getByRole("button", { name: "शिकायत भेजें" }));
    await screen.findByRole("status");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "अर्\u200dजुन सिंह", mobile: "9822012345" });
  });

  it("refuses a pasted line break in the name with the Hindi character message", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(field(/पूरा नाम/));
    await user.paste("सुनीता\u2028पाटिल");
    expect(msg("इस फ़ील्ड में ऐसे अक्षर हैं जिनकी अनुमति नहीं है। कृपया इसे दोबारा टाइप करें।")).toBeInTheDocument();
  });

  it("words a server failure in Hindi", async () => {
    const user = userEvent.setup();
    mockFetch(500, { error: "Internal" });
    renderForm();
    await user.type(field(/पूरा नाम/), "सुनीता पाटिल");
    await user.type(field(/मोबाइल नंबर/), "9822012345");
    await user.type(field(/ईमेल पता/), "sunita@example.in");
    await user.selectOptions(field(CATEGORY), "other");
    await user.type(field(DESCRIPTION), "नवंबर में मेरी EMI दो बार कट गई।");
    await user.click(screen.getByRole("button", { name: "शिकायत भेजें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("कुछ गड़बड़ हो गई। कृपया दोबारा कोशिश करें।");
  });
});

describe("अपनी शिकायत ट्रैक करें (complaint tracker, Hindi)", () => {
  it("checks the reference and mobile in Hindi before searching", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(404, { error: "इन जानकारियों वाली कोई शिकायत हमें नहीं मिली।" });
    render(<ComplaintTracker />);
    await user.click(screen.getByRole("button", { name: "शिकायत ट्रैक करें" }));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("कृपया अपनी शिकायत का रेफ़रेंस नंबर लिखें")).toBeInTheDocument();
    expect(within(alert).getByText("मोबाइल नंबर लिखना ज़रूरी है")).toBeInTheDocument();
    await user.type(field(/रेफ़रेंस नंबर/), "12345");
    expect(msg("रेफ़रेंस नंबर UF-7K3Q9D जैसा होता है")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends lang 'hi', shows the server's Hindi answer, and the found complaint in Hindi", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(404, { error: "इन जानकारियों वाली कोई शिकायत हमें नहीं मिली।" });
    render(<ComplaintTracker />);
    await user.type(field(/रेफ़रेंस नंबर/), "UF-7K3Q9D");
    await user.type(field(/मोबाइल नंबर/), "9822012345");
    await user.click(screen.getByRole("button", { name: "शिकायत ट्रैक करें" }));
    expect(await screen.findByText("इन जानकारियों वाली कोई शिकायत हमें नहीं मिली।")).toBeInTheDocument();
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      reference: "UF-7K3Q9D",
      mobile: "9822012345",
      lang: "hi",
    });

    mockFetch(200, {
      reference: "UF-7K3Q9D",
      status: "in-progress",
      filedAt: "2026-11-01T20:00:00.000Z",
      answerBy: "2026-12-02",
      updatedAt: "2026-11-05T04:00:00.000Z",
      note: null,
      kind: "borrower",
      clockDays: 30,
    });
    await user.click(screen.getByRole("button", { name: "शिकायत ट्रैक करें" }));
    const result = await screen.findByTestId("complaint-status");
    expect(within(result).getByRole("heading", { name: "शिकायत UF-7K3Q9D" })).toBeInTheDocument();
    const terms = within(result)
      .getAllByRole("term")
      .map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["स्टेटस", "कार्रवाई जारी है"],
      ["दर्ज करने की तारीख", "2 नवंबर 2026"],
      ["जवाब की आखिरी तारीख", "2 दिसंबर 2026"],
      ["पिछला अपडेट", "5 नवंबर 2026"],
    ]);
    expect(within(result).getByRole("link", { name: "लोकपाल तक कैसे पहुँचें" })).toHaveAttribute("href", "#ombudsman");
  });
});
