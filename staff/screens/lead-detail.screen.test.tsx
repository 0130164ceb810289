// The lead screen's states against the real staff API (test/support/console-fetch.ts): loading, not found (also for
// a lead of a form the person's roles do not open), no permission, a lost connection, and a colleague's change made
// while it was open (the 409 names who changed what, and the screen shows the lead as it is now).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { useConsoleFetch } from "#test/console-fetch";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { Announcer } from "../components/announcer";
import { LeadDetailScreen } from "./lead-detail";

let t: StaffTestApp;
let asha: Person;
let ravi: Person;
let reference: string;

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["sales"], "Asha Rao");
  ravi = await t.person("ravi@example.in", ["sales"], "Ravi Kumar");
  const sent = await t.app.inject({
    method: "POST",
    url: partnerEnquiryForm.endpoint,
    payload: { name: "Meera Shah", email: "meera@example.in", phone: "9876543210", company: "Shah Traders", loanAmount: "1cr-10cr" },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  reference = sent.json().reference;
}, 60_000);
afterAll(() => t?.close());

const open = (ref = reference) =>
  render(
    <Announcer>
      <LeadDetailScreen reference={ref} />
    </Announcer>,
  );

describe("The lead screen", () => {
  it("says it is loading, then shows the lead with its contact links", async () => {
    useConsoleFetch(t, asha.cookie);
    open();
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: `Partner enquiry ${reference}` })).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(screen.getByRole("link", { name: "Call +91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    expect(screen.getByRole("link", { name: "← All leads" })).toBeInTheDocument();
    expect(screen.getByText("No notes yet.")).toBeInTheDocument();
  });

  it("says a lead does not exist, with a way back", async () => {
    useConsoleFetch(t, asha.cookie);
    open("PE-NOSUCH");
    expect(await screen.findByRole("heading", { level: 1, name: "Lead not found" })).toBeInTheDocument();
    expect(screen.getByText("There is no lead PE-NOSUCH among the forms your roles open.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to leads" })).toBeInTheDocument();
  });

  it("keeps a lead from someone whose roles do not open its form, as if it did not exist", async () => {
    const hr = await t.person("hari@example.in", ["hr"], "Hari Rao");
    useConsoleFetch(t, hr.cookie);
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Lead not found" })).toBeInTheDocument();
    expect(screen.queryByText("Meera Shah")).toBeNull();
  });

  it("tells someone with no lead role that their role does not allow it", async () => {
    const admin = await t.person("admin@example.in", ["admin"], "Anil Admin");
    useConsoleFetch(t, admin.cookie);
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role does not allow this. Ask an administrator if you need it.");
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("says the server could not be reached when the connection is lost", async () => {
    useConsoleFetch(t, asha.cookie).offline();
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent("The server could not be reached. Check your connection and try again.");
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("on a colleague's change made while it was open, names it and shows the lead as it is now", async () => {
    useConsoleFetch(t, asha.cookie);
    open();
    await screen.findByRole("heading", { level: 1, name: `Partner enquiry ${reference}` });
    const seen = (await t.call("GET", `/api/staff/leads/${reference}`, ravi.cookie)).json();
    const theirs = await t.call("PATCH", `/api/staff/leads/${reference}`, ravi.cookie, { version: seen.version, status: "contacted" });
    expect(theirs.statusCode, theirs.body).toBe(200);

    const work = screen.getByRole("region", { name: "Work on this lead" });
    fireEvent.change(within(work).getByRole("combobox", { name: "Status" }), { target: { value: "qualified" } });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Someone else changed this lead while you were working: status to contacted by Ravi Kumar. Reload to see it.",
    );
    expect(within(work).getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
    expect(within(work).queryByRole("button", { name: "Undo" })).toBeNull();
    expect((await t.call("GET", `/api/staff/leads/${reference}`, asha.cookie)).json().status).toBe("contacted");
  });
});
