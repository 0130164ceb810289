// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GetStartedEnquiry } from "./get-started-enquiry";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const renderIt = () =>
  render(
    <MemoryRouter>
      <GetStartedEnquiry />
    </MemoryRouter>,
  );

describe("Get Started business-loan enquiry", () => {
  it("loads the form when opened and checks it on submit", async () => {
    const user = userEvent.setup();
    renderIt();
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    const dialog = screen.getByRole("dialog", { name: "Tell us what your business needs" });
    await user.click(await within(dialog).findByRole("button", { name: "Send enquiry" }));
    const alert = within(dialog).getByRole("alert");
    for (const m of [
      "Full name is required",
      "Mobile number is required",
      "Company name is required",
      "Please select a product",
      "Please enter the loan amount",
      "Please enter your city",
    ]) {
      expect(within(alert).getByText(m)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/Your name/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/Loan amount/), "50000");
    expect(within(dialog).getByText("The loan amount must be at least ₹1 lakh", { selector: "p" })).toBeInTheDocument();
  });

  it("sends the enquiry, thanks the visitor, and closes after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = vi.fn(async () => new Response('{"ok":true,"reference":"UF-7K3Q9D"}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    renderIt();
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    const d = within(screen.getByRole("dialog"));
    await user.type(await d.findByLabelText(/Your name/), "Ravi Shah");
    await user.type(d.getByLabelText(/Mobile number/), "9812345678");
    await user.type(d.getByLabelText(/Business name/), "Shah Textiles");
    await user.type(d.getByLabelText(/City/), "Surat");
    await user.selectOptions(d.getByLabelText(/Product of interest/), "machinery-finance");
    await user.type(d.getByLabelText(/Loan amount/), "2500000");
    await user.click(d.getByRole("button", { name: "Send enquiry" }));
    expect(await d.findByText("Thank you for your enquiry!")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/loan-enquiries");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Ravi Shah",
      mobile: "9812345678",
      product: "machinery-finance",
      amount: 2500000,
      city: "Surat",
    });
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
