// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InvestorAlertsForm } from "./alerts-form";

// The data notice links to the privacy page.
const renderForm = () =>
  render(
    <MemoryRouter>
      <InvestorAlertsForm />
    </MemoryRouter>,
  );
const email = () => screen.getByRole("textbox", { name: "Email address" });
const getAlerts = () => screen.getByRole("button", { name: "Get alerts" });

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe("investor alerts form", () => {
  it("checks the address by the newsletter's rules before sending anything", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    renderForm();
    expect(screen.getByRole("heading", { name: "Email alerts" })).toBeInTheDocument();
    await user.click(getAlerts());
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(email(), "asha");
    await user.click(getAlerts());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the address with the page's language and asks the visitor to confirm from their inbox", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    renderForm();
    await user.type(email(), "asha@example.in");
    await user.click(getAlerts());
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Check your inbox");
    expect(fetch).toHaveBeenCalledWith("/api/investor-alerts", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      email: "asha@example.in",
      lang: "en",
    });
  });
});
