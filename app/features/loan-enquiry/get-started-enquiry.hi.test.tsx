// @vitest-environment jsdom
// The business-loan enquiry in the Hindi build: "#copy/..." is content/hi (vitest.config.ts, project "hi").
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GetStartedEnquiry } from "./get-started-enquiry";

afterEach(() => vi.unstubAllGlobals());

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  render(
    <MemoryRouter>
      <GetStartedEnquiry />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole("button", { name: "शुरू करें" }));
  return within(screen.getByRole("dialog", { name: "बताएँ, आपके कारोबार को क्या चाहिए" }));
};

describe("लोन पूछताछ (business-loan enquiry, Hindi)", () => {
  it("checks the form in Hindi, amounts in lakh and crore", async () => {
    const user = userEvent.setup();
    const d = await openDialog(user);
    await user.click(await d.findByRole("button", { name: "पूछताछ भेजें" }));
    const alert = d.getByRole("alert");
    for (const m of [
      "पूरा नाम लिखना ज़रूरी है",
      "मोबाइल नंबर लिखना ज़रूरी है",
      "कारोबार का नाम लिखना ज़रूरी है",
      "कृपया एक प्रोडक्ट चुनें",
      "कृपया लोन की रकम लिखें",
      "कृपया अपना शहर लिखें",
    ]) {
      expect(within(alert).getByText(m)).toBeInTheDocument();
    }
    expect(d.getByLabelText(/लोन की रकम/)).toHaveAccessibleDescription(
      expect.stringContaining("₹1,00,000 से ₹5,00,00,000 तक (₹1 लाख से ₹5 करोड़)।"),
    );
    await user.type(d.getByLabelText(/लोन की रकम/), "50000");
    expect(d.getByText("लोन की रकम कम से कम ₹1 लाख होनी चाहिए", { selector: "p" })).toBeInTheDocument();
    await user.clear(d.getByLabelText(/लोन की रकम/));
    await user.type(d.getByLabelText(/लोन की रकम/), "60000000");
    expect(d.getByText("लोन की रकम ₹5 करोड़ से ज़्यादा नहीं हो सकती", { selector: "p" })).toBeInTheDocument();
  });

  it("sends lang 'hi' and thanks the visitor in Hindi", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => new Response('{"ok":true,"reference":"UF-7K3Q9D"}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const d = await openDialog(user);
    await user.type(await d.findByLabelText(/आपका नाम/), "रवि शाह");
    await user.type(d.getByLabelText(/मोबाइल नंबर/), "9812345678");
    await user.type(d.getByLabelText(/कारोबार का नाम/), "शाह टेक्सटाइल्स");
    await user.type(d.getByLabelText(/शहर/), "सूरत");
    await user.selectOptions(d.getByLabelText(/कौन-सा लोन/), "वर्किंग कैपिटल");
    await user.type(d.getByLabelText(/लोन की रकम/), "25,00,000");
    await user.click(d.getByRole("button", { name: "पूछताछ भेजें" }));
    expect(await d.findByText("पूछताछ के लिए धन्यवाद!")).toBeInTheDocument();
    expect(d.getByText("हमें आपकी लोन पूछताछ मिल गई है। हम जल्द ही आपसे संपर्क करेंगे।")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/loan-enquiries");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "रवि शाह",
      city: "सूरत",
      product: "working-capital",
      amount: 2500000,
      lang: "hi",
    });
  });
});
