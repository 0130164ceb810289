// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { YourDataForm } from "./your-data-form";

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  render(
    <MemoryRouter>
      <YourDataForm />
    </MemoryRouter>,
  );
}

describe("the Your data request form", () => {
  it("asks for the address and a choice, then says to check the email, with the same words for any address", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true, reference: "UF-7K3Q9D" }), {
          status: 201,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send me the confirmation link" }));
    expect(screen.getByText("Email is required", { selector: "p" })).toBeTruthy();
    expect(screen.getByText("Please choose what you would like us to do", { selector: "p" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Your email address/), "reader@example.in");
    await user.selectOptions(screen.getByLabelText(/What would you like us to do\?/), "withdraw");
    await user.click(screen.getByRole("button", { name: "Send me the confirmation link" }));
    expect(await screen.findByText("Check your email")).toBeTruthy();
    // The visitor was still in the form: the message, which replaces it, takes the focus so it is read out.
    expect(screen.getByRole("status")).toHaveFocus();
    expect(
      screen.getByText(
        "If the address is right, a confirmation link is on its way. Nothing happens until you open it; it works for 24 hours.",
      ),
    ).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/privacy/requests");
    expect(JSON.parse(String(init.body))).toMatchObject({ email: "reader@example.in", action: "withdraw", lang: "en" });
  });

  it("takes the focus to its answer only if the visitor is still in the form", async () => {
    const user = userEvent.setup();
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(
      <MemoryRouter>
        <YourDataForm />
        <input aria-label="Elsewhere" />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/Your email address/), "reader@example.in");
    await user.selectOptions(screen.getByLabelText(/What would you like us to do\?/), "withdraw");
    await user.click(screen.getByRole("button", { name: "Send me the confirmation link" }));
    // While it is on its way, the visitor moves on and types elsewhere.
    await user.type(screen.getByRole("textbox", { name: "Elsewhere" }), "still typing");
    answer(new Response(JSON.stringify({ ok: true, reference: "UF-7K3Q9D" }), { status: 201 }));
    expect(await screen.findByText("Check your email")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Elsewhere" })).toHaveFocus();
    await user.keyboard(" more");
    expect(screen.getByRole("textbox", { name: "Elsewhere" })).toHaveValue("still typing more");
  });

  it("links the notice to the Your data and privacy pages", () => {
    renderForm();
    expect(screen.getByRole("link", { name: "Your data" }).getAttribute("href")).toBe("/privacy/your-data");
    expect(screen.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");
  });
});
