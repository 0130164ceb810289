// @vitest-environment jsdom
// The footer sign-up in the Hindi build: "#copy/..." is content/hi (vitest.config.ts, project "hi").
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form";

const renderForm = () =>
  render(
    <MemoryRouter>
      <NewsletterForm />
    </MemoryRouter>,
  );
const email = () => screen.getByRole("textbox", { name: "ईमेल पता" });
const subscribe = () => screen.getByRole("button", { name: "सब्सक्राइब करें" });

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe("न्यूज़लेटर (newsletter form, Hindi)", () => {
  it("asks for an email, then a valid one, in Hindi", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    renderForm();
    await user.click(subscribe());
    expect(await screen.findByText("ईमेल लिखना ज़रूरी है")).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription("ईमेल लिखना ज़रूरी है");
    await user.type(email(), "asha");
    await user.click(subscribe());
    expect(await screen.findByText("कृपया सही ईमेल पता लिखें")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends lang 'hi' and confirms in Hindi", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    renderForm();
    await user.type(email(), "asha@example.in");
    await user.click(subscribe());
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("आपने सब्सक्राइब कर लिया है!");
    expect(status).toHaveTextContent("हमारा न्यूज़लेटर सब्सक्राइब करने के लिए धन्यवाद।");
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: "asha@example.in",
      website: "",
      lang: "hi",
    });
  });

  it("words a server failure in Hindi", async () => {
    const user = userEvent.setup();
    mockFetch(500, { error: "Internal" });
    renderForm();
    await user.type(email(), "asha@example.in");
    await user.click(subscribe());
    expect(await screen.findByRole("alert")).toHaveTextContent("कुछ गड़बड़ हो गई। कृपया दोबारा कोशिश करें।");
  });
});
