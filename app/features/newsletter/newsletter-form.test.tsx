// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
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
const email = () => screen.getByRole("textbox", { name: "Email address" });
const subscribe = () => screen.getByRole("button", { name: "Subscribe" });

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("newsletter form", () => {
  it("asks for an email on submit, then for a valid one, and clears the error as the visitor types", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    renderForm();
    await user.click(subscribe());
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(email()).toHaveAccessibleDescription("Email is required");
    expect(email()).toHaveFocus();
    await user.type(email(), "asha");
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
    await user.click(subscribe());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(email(), "@");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Successfully Subscribed!' for 4 s and resets the form after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = mockFetch(201, { ok: true, reference: "UF-7K3Q9D" });
    renderForm();
    await user.type(email(), "asha@example.in");
    await user.click(subscribe());
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Successfully Subscribed!");
    expect(status).toHaveTextContent("Thank you for subscribing to our newsletter.");
    expect(fetch).toHaveBeenCalledWith("/api/newsletter", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: "asha@example.in",
      website: "",
      lang: "en",
    });
    await act(async () => vi.advanceTimersByTime(3900));
    expect(screen.getByText("Successfully Subscribed!")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Successfully Subscribed!")).not.toBeInTheDocument();
    expect(email()).toHaveValue("asha@example.in");
    await act(async () => vi.advanceTimersByTime(1000));
    expect(email()).toHaveValue("");
  });

  it.each([
    [500, { error: "Internal" }, "Something went wrong. Please try again."],
    [
      429,
      { error: "Too many submissions from your network. Please wait a minute and try again." },
      "Too many submissions from your network. Please wait a minute and try again.",
    ],
  ])("shows the failure of a %i answer", async (status, body, message) => {
    const user = userEvent.setup();
    mockFetch(status, body);
    renderForm();
    await user.type(email(), "asha@example.in");
    await user.click(subscribe());
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByText("Successfully Subscribed!")).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong. Please try again.' when the network fails", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    renderForm();
    await user.type(email(), "asha@example.in");
    await user.click(subscribe());
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  });

  it("states what it keeps and links to the privacy notice", () => {
    renderForm();
    expect(screen.getByText(/until you unsubscribe/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  });
});
