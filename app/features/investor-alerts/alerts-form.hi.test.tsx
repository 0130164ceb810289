// @vitest-environment jsdom
// The alerts sign-up in the Hindi build: "#copy/..." is content/hi (vitest.config.ts, project "hi").
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { InvestorAlertsForm } from "./alerts-form";

afterEach(() => vi.unstubAllGlobals());

it("speaks Hindi and signs up in Hindi, so the confirmation and the alerts come in Hindi", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, reference: "UF-7K3Q9D" }), { status: 201 }));
  vi.stubGlobal("fetch", fetch);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <InvestorAlertsForm />
    </MemoryRouter>,
  );
  expect(screen.getByRole("heading", { name: "ईमेल अलर्ट" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "अलर्ट पाएँ" }));
  expect(await screen.findByText("ईमेल लिखना ज़रूरी है")).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: "ईमेल पता" }), "asha@example.in");
  await user.click(screen.getByRole("button", { name: "अलर्ट पाएँ" }));
  expect(await screen.findByRole("status")).toHaveTextContent("अपना इनबॉक्स देखें");
  expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ lang: "hi" });
});
