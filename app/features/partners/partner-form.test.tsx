// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PartnerSheet } from "./partner-sheet";

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <PartnerSheet open={open} onClose={() => setOpen(false)} />
    </MemoryRouter>
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);
/** The message under a field (the banner repeats it as a link). */
const msg = (text: string) => screen.getByText(text, { selector: "p" });
const noMsg = (text: string) => screen.queryByText(text, { selector: "p" });
const banner = () => screen.queryByText("Please correct the following errors:");

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full name/), "Asha Mehta");
  await user.type(field(/Email address/), "asha@example.in");
  await user.type(field(/Mobile number/), "9876543210");
  await user.type(field(/Company name/), "Mehta Fincorp");
  await user.selectOptions(field(/Expected monthly loan volume/), "1cr-10cr");
  await user.selectOptions(field(/Partnership type/), "co-lending");
  await user.type(field(/Message/), "We source MSME loans in Pune.");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("Become Our Partner form", () => {
  it("checks the name live, in the spec's order and words, with the banner while errors exist", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const name = field(/Full name/);
    await user.type(name, "A");
    expect(msg("Name must be at least 2 characters long")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name.getAttribute("aria-describedby")).toContain("partner-name-error");
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the following errors:");
    await user.type(name, "1");
    expect(msg("Name should contain only letters and spaces")).toBeInTheDocument();
    await user.clear(name);
    expect(msg("Full name is required")).toBeInTheDocument();
    await user.click(name);
    await user.paste("a".repeat(51));
    expect(msg("Name should not exceed 50 characters")).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, "Asha Mehta");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(banner()).not.toBeInTheDocument();
  });

  it("checks email and company live, and shows each required message on blur", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field(/Email address/));
    await user.tab();
    expect(msg("Email address is required")).toBeInTheDocument();
    await user.type(field(/Email address/), "asha@");
    expect(msg("Please enter a valid email address")).toBeInTheDocument();
    await user.clear(field(/Email address/));
    await user.click(field(/Email address/));
    await user.paste(`${"a".repeat(95)}@x.com`);
    expect(msg("Email address is too long")).toBeInTheDocument();
    await user.type(field(/Company name/), "M");
    expect(msg("Company name must be at least 2 characters long")).toBeInTheDocument();
    await user.clear(field(/Company name/));
    expect(msg("Company name is required")).toBeInTheDocument();
    await user.click(field(/Company name/));
    await user.paste("M".repeat(101));
    expect(msg("Company name should not exceed 100 characters")).toBeInTheDocument();
  });

  it("keeps only digits in the phone, caps it at 10, and checks length then the 6-9 start", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const phone = field(/Mobile number/) as HTMLInputElement;
    await user.type(phone, "98a7-6 5");
    expect(phone.value).toBe("98765");
    expect(msg("Phone number must be exactly 10 digits")).toBeInTheDocument();
    await user.type(phone, "4321099999");
    expect(phone.value).toBe("9876543210");
    expect(noMsg("Phone number must be exactly 10 digits")).not.toBeInTheDocument();
    await user.clear(phone);
    expect(msg("Phone number is required")).toBeInTheDocument();
    await user.type(phone, "5123456789");
    expect(msg("Please enter a valid Indian mobile number")).toBeInTheDocument();
  });

  it("offers the spec's loan amount and purpose values", () => {
    render(<Harness />);
    const values = (label: RegExp) => [...(field(label) as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(values(/Expected monthly loan volume/)).toEqual(["under-1cr", "1cr-10cr", "10cr-50cr", "50cr-100cr", "above-100cr"]);
    expect(values(/Partnership type/)).toEqual(["digital-lending", "traditional-lending", "co-lending", "technology-partner"]);
  });

  it("blocks an empty submit, lists every required message and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Please correct the following errors:");
    for (const m of ["Full name is required", "Email address is required", "Phone number is required", "Company name is required"]) {
      expect(within(alert).getByText(m)).toBeInTheDocument();
    }
    expect(field(/Full name/)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends, reads 'Submitting...', thanks the visitor, then closes and resets after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal("fetch", fetch);
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/partner-enquiries");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Asha Mehta",
      email: "asha@example.in",
      phone: "9876543210",
      company: "Mehta Fincorp",
      loanAmount: "1cr-10cr",
      purpose: "co-lending",
      website: "",
    });
    await act(async () => answer(new Response(JSON.stringify({ ok: true, reference: "UF-7K3Q9D" }), { status: 201 })));
    expect(msg("Thank you for your interest!")).toBeInTheDocument();
    expect(msg("We have received your partnership request and will contact you soon.")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "reopen" }));
    expect(field(/Full name/)).toHaveValue("");
    expect(field(/Mobile number/)).toHaveValue("");
  });

  it("closing resets fields and errors", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(/Full name/), "A");
    expect(banner()).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "reopen" }));
    expect(field(/Full name/)).toHaveValue("");
    expect(banner()).not.toBeInTheDocument();
  });

  it("shows the server's 422 field messages on the fields", async () => {
    const user = userEvent.setup();
    mockFetch(422, { error: "Please correct the highlighted fields.", fieldErrors: { company: "Company name is required" } });
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Company name is required", { selector: "p" })).toBeInTheDocument();
    expect(field(/Company name/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/Company name/)).toHaveFocus();
  });

  it.each([
    [
      429,
      { error: "Too many submissions from your network. Please wait a minute and try again." },
      "Too many submissions from your network. Please wait a minute and try again.",
    ],
    [500, { error: "Internal" }, "Something went wrong. Please try again."],
  ])("shows a %i answer instead of only logging it", async (status, body, message) => {
    const user = userEvent.setup();
    mockFetch(status, body);
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeInTheDocument();
  });

  it("shows the generic message when the network fails", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  });

  it("states what is collected, why, for how long and whom to ask, beside the submit button", () => {
    render(<Harness />);
    const notice = document.getElementById("partner-notice");
    expect(notice).toHaveTextContent(/24 months/);
    expect(within(notice!).getByRole("link", { name: "privacy@udyamitra.example" })).toHaveAttribute(
      "href",
      "mailto:privacy@udyamitra.example",
    );
    expect(within(notice!).getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  });
});

describe("what the partner form keeps of hostile or unusual typing (decision 030)", () => {
  it("turns Devanagari and fullwidth digits typed in the phone into the ASCII digits the server accepts", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const phone = field(/Mobile number/);
    await user.type(phone, "९८७६५");
    expect(phone).toHaveValue("98765");
    await user.paste("４３２１０");
    expect(phone).toHaveValue("9876543210");
    expect(noMsg("Mobile number must be exactly 10 digits")).toBeNull();
  });

  it("refuses a pasted line separator in a one-line field with the forms' character message", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field(/Company name/));
    await user.paste("Mehta Fincorp\u2028Loan amount: ₹5,00,00,000");
    expect(msg("This field contains characters that are not allowed. Please retype it.")).toBeInTheDocument();
  });

  it("refuses an email with a display name, and sends a Hindi name with its joiner as typed", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(/Email address/), "CEO <x@evil.example>");
    await user.tab();
    expect(msg("Please enter a valid email address")).toBeInTheDocument();
    await user.clear(field(/Email address/));
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    await fillValid(user);
    await user.clear(field(/Full name/));
    await user.type(field(/Full name/), "अर्\u200dजुन सिंह");
    expect(noMsg("Name should contain only letters and spaces")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "अर्\u200dजुन सिंह", email: "asha@example.in" });
  });

  it("sends again with a new idempotency key when the server says the key was used for other answers", async () => {
    const user = userEvent.setup();
    const answers = [
      {
        status: 422,
        body: {
          error: "This submission's key was already used for different answers. Please send the form again.",
          code: "idempotency-key-reused",
        },
      },
      { status: 201, body: { ok: true, reference: "UF-7K3Q9D" } },
    ];
    const fetch = vi.fn(async () => {
      const next = answers.shift()!;
      return new Response(JSON.stringify(next.body), { status: next.status, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    render(<Harness />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Thank you for your interest!", { selector: "p" })).toBeInTheDocument();
    const keys = (fetch.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => (init.headers as Record<string, string>)["idempotency-key"],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
