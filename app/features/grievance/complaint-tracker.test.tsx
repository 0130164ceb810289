// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ComplaintStatusAnswer } from "#forms/complaint";
import { ComplaintTracker } from "./complaint-tracker";

const answer: ComplaintStatusAnswer = {
  reference: "UF-7K3Q9D",
  status: "in-progress",
  filedAt: "2026-11-01T20:00:00.000Z",
  answerBy: "2026-12-02",
  updatedAt: "2026-11-05T04:00:00.000Z",
  note: null,
  kind: "borrower",
  clockDays: 30,
  inPart: false,
};

function answerWith(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

async function track(reference: string, mobile: string) {
  const user = userEvent.setup();
  render(<ComplaintTracker />);
  if (reference) await user.type(screen.getByRole("textbox", { name: /Complaint reference/ }), reference);
  if (mobile) await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), mobile);
  await user.click(screen.getByRole("button", { name: "Track complaint" }));
}

describe("complaint tracker", () => {
  it("shows each field's first message without sending anything", async () => {
    const fetch = answerWith(200, answer);
    await track("", "98220");
    expect(screen.getByRole("textbox", { name: /Complaint reference/ })).toHaveAccessibleDescription(
      expect.stringContaining("Please enter your complaint reference"),
    );
    expect(screen.getByRole("textbox", { name: /Mobile number/ })).toHaveAccessibleDescription("Mobile number must be exactly 10 digits");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the reference, the mobile and the page's language, and shows the complaint found", async () => {
    const fetch = answerWith(200, answer);
    await track("uf 7k3q9d", "9822012345");
    expect(await screen.findByRole("heading", { name: "Complaint UF-7K3Q9D" })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/complaints/status");
    expect(JSON.parse(String(init.body))).toEqual({ reference: "uf 7k3q9d", mobile: "9822012345", lang: "en" });
  });

  it("shows the server's own words for a complaint not found", async () => {
    answerWith(404, { error: "We could not find a complaint with these details." });
    await track("UF-7K3Q9D", "9822012346");
    expect(await screen.findByText("We could not find a complaint with these details.")).toBeInTheDocument();
  });

  it("shows the server's field messages from a 422 on the fields", async () => {
    answerWith(422, {
      error: "Please correct the highlighted fields.",
      fieldErrors: { mobile: "Please enter a valid Indian mobile number" },
    });
    await track("UF-7K3Q9D", "9822012345");
    expect(await screen.findByRole("textbox", { name: /Mobile number/ })).toHaveAccessibleDescription(
      "Please enter a valid Indian mobile number",
    );
  });

  it("says the site is busy when the server sheds load (503), like every other form", async () => {
    answerWith(503, { error: "Service Unavailable" });
    await track("UF-7K3Q9D", "9822012345");
    expect(await screen.findByText("We are very busy right now. Please try again in a minute.")).toBeInTheDocument();
  });
});
