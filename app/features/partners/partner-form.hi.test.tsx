// @vitest-environment jsdom
// The partner form in the Hindi build: "#copy/..." is content/hi (vitest.config.ts, project "hi").
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PartnerSheet } from "./partner-sheet";

const renderSheet = () =>
  render(
    <MemoryRouter>
      <PartnerSheet open onClose={() => {}} />
    </MemoryRouter>,
  );
const field = (name: RegExp) => screen.getByLabelText(name);
const msg = (text: string) => screen.getByText(text, { selector: "p" });
const submit = () => screen.getByRole("button", { name: "आवेदन भेजें" });

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/पूरा नाम/), "आशा मेहता");
  await user.type(field(/ईमेल पता/), "asha@example.in");
  await user.type(field(/मोबाइल नंबर/), "9876543210");
  await user.type(field(/कंपनी का नाम/), "Mehta Fincorp");
  await user.selectOptions(field(/लोन वॉल्यूम/), "1cr-10cr");
  await user.selectOptions(field(/पार्टनरशिप का प्रकार/), "co-lending");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("हमारे पार्टनर बनें (partner form, Hindi)", () => {
  it("checks fields live in Hindi, with the Hindi banner", async () => {
    const user = userEvent.setup();
    renderSheet();
    expect(screen.getByRole("dialog", { name: "हमारे पार्टनर बनें" })).toBeInTheDocument();
    await user.type(field(/पूरा नाम/), "A");
    expect(msg("नाम में कम से कम 2 अक्षर होने चाहिए")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया ये गलतियाँ ठीक करें:");
    await user.type(field(/पूरा नाम/), "1");
    expect(msg("नाम में सिर्फ़ अक्षर और स्पेस हो सकते हैं")).toBeInTheDocument();
    await user.type(field(/मोबाइल नंबर/), "5123456789");
    expect(msg("कृपया सही भारतीय मोबाइल नंबर लिखें")).toBeInTheDocument();
    await user.type(field(/ईमेल पता/), "asha@");
    expect(msg("कृपया सही ईमेल पता लिखें")).toBeInTheDocument();
  });

  it("names the options in Hindi while sending the same values", () => {
    renderSheet();
    const options = [...(field(/लोन वॉल्यूम/) as HTMLSelectElement).options].filter((o) => o.value);
    expect(options.map((o) => [o.value, o.text])).toEqual([
      ["under-1cr", "₹1 करोड़ से कम"],
      ["1cr-10cr", "₹1 करोड़ से ₹10 करोड़"],
      ["10cr-50cr", "₹10 करोड़ से ₹50 करोड़"],
      ["50cr-100cr", "₹50 करोड़ से ₹100 करोड़"],
      ["above-100cr", "₹100 करोड़ से ज़्यादा"],
    ]);
  });

  it("lists every required message in Hindi on an empty submit", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    renderSheet();
    await user.click(submit());
    const alert = screen.getByRole("alert");
    for (const m of ["पूरा नाम लिखना ज़रूरी है", "ईमेल पता लिखना ज़रूरी है", "फ़ोन नंबर लिखना ज़रूरी है", "कंपनी का नाम लिखना ज़रूरी है"]) {
      expect(within(alert).getByText(m)).toBeInTheDocument();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends lang 'hi', reads 'भेजा जा रहा है...' and thanks the visitor in Hindi with the reference", async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal("fetch", fetch);
    renderSheet();
    await fillValid(user);
    await user.click(submit());
    expect(screen.getByRole("button", { name: "भेजा जा रहा है..." })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/partner-enquiries");
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "आशा मेहता", loanAmount: "1cr-10cr", lang: "hi" });
    await act(async () => answer(new Response(JSON.stringify({ ok: true, reference: "UF-7K3Q9D" }), { status: 201 })));
    expect(msg("दिलचस्पी दिखाने के लिए धन्यवाद!")).toBeInTheDocument();
    expect(msg("हमें आपका पार्टनरशिप अनुरोध मिल गया है। हम जल्द ही आपसे संपर्क करेंगे।")).toBeInTheDocument();
    expect(screen.getByText("आपका रेफ़रेंस नंबर: UF-7K3Q9D")).toBeInTheDocument();
  });

  it("shows the server's Hindi 422 message on its field, and failures in Hindi", async () => {
    const user = userEvent.setup();
    mockFetch(422, { error: "कृपया हाइलाइट किए गए फ़ील्ड ठीक करें।", fieldErrors: { company: "कंपनी का नाम लिखना ज़रूरी है" } });
    renderSheet();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText("कंपनी का नाम लिखना ज़रूरी है", { selector: "p" })).toBeInTheDocument();
    expect(field(/कंपनी का नाम/)).toHaveAttribute("aria-invalid", "true");
    // The server's 429 text is English; the form words it in the page's language.
    mockFetch(429, { error: "Too many submissions from your network. Please wait a minute and try again." });
    await user.click(submit());
    expect(await screen.findByText("आपके नेटवर्क से बहुत ज़्यादा फ़ॉर्म भेजे गए हैं। कृपया एक मिनट रुककर दोबारा कोशिश करें।")).toBeInTheDocument();
  });

  it("states the data notice in Hindi, in Hindi word order, with the privacy contacts", () => {
    renderSheet();
    const notice = document.getElementById("partner-notice")!;
    expect(notice).toHaveTextContent(
      "सिर्फ़ इस पार्टनरशिप पूछताछ का जवाब देने के लिए हम आपका नाम, ईमेल, मोबाइल नंबर, कंपनी और संदेश लेते हैं और इसे हमारे आखिरी संपर्क के बाद 24 महीने तक रखते हैं।",
    );
    expect(within(notice).getByRole("link", { name: "गोपनीयता सूचना" })).toHaveAttribute("href", "/privacy");
  });
});
