// The complaints queue's and one complaint's states against the real staff API (test/support/console-fetch.ts):
// empty, listed, no permission, a lost connection; loading, not found, and a colleague's assignment made while the
// complaint was open (the 409 names it, and the screen shows the complaint as it is now).
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaintForm } from "#forms/complaint";
import { useConsoleFetch } from "#test/console-fetch";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { Announcer } from "../components/announcer";
import { ComplaintDetailScreen } from "./complaint-detail";
import { ComplaintsQueue } from "./complaints-queue";
import { ComplaintsReportScreen } from "./complaints-report";
import { ComplaintTemplatesScreen } from "./complaint-templates";

let t: StaffTestApp;
let asha: Person;
let ravi: Person;
let sales: Person;
let reference: string;

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["grievance"], "Asha Rao");
  ravi = await t.person("ravi@example.in", ["grievance"], "Ravi Kumar");
  sales = await t.person("sam@example.in", ["sales"], "Sam Shah");
}, 60_000);
afterAll(() => t?.close());

async function fileComplaint() {
  const res = await t.app.inject({
    method: "POST",
    url: complaintForm.endpoint,
    payload: {
      name: "Sunita Patil",
      mobile: "9822012345",
      email: "sunita@example.in",
      category: "recovery-conduct",
      description: "An agent called me after 7 pm three days in a row.",
      lang: "en",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().reference as string;
}

const inAnnouncer = (screenElement: React.ReactNode) => render(<Announcer>{screenElement}</Announcer>);

describe("The complaints queue", () => {
  it("says when no complaint matches", async () => {
    useConsoleFetch(t, asha.cookie);
    inAnnouncer(<ComplaintsQueue />);
    expect(await screen.findByText("No complaints match.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Complaints" })).toBeNull();
  });

  it("lists an open complaint with its complainant and clock", async () => {
    reference = await fileComplaint();
    useConsoleFetch(t, asha.cookie);
    inAnnouncer(<ComplaintsQueue />);
    const table = await screen.findByRole("region", { name: "Complaints" });
    expect(screen.getByText("1 complaints, the earliest answer-by date first.")).toBeInTheDocument();
    const row = within(table).getByRole("row", { name: new RegExp(reference) });
    expect(row).toHaveTextContent("Sunita Patil");
    expect(row).toHaveTextContent("30-day clock");
    expect(within(row).getByRole("link", { name: reference })).toHaveAttribute("href", `/staff/complaints/${reference}`);
  });

  it("tells someone without a grievance role that their role does not allow it", async () => {
    useConsoleFetch(t, sales.cookie);
    inAnnouncer(<ComplaintsQueue />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role does not allow this. Ask an administrator if you need it.");
    expect(screen.queryByRole("region", { name: "Complaints" })).toBeNull();
  });

  it("says the server could not be reached when the connection is lost", async () => {
    useConsoleFetch(t, asha.cookie).offline();
    inAnnouncer(<ComplaintsQueue />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The server could not be reached. Check your connection and try again.");
  });
});

describe("One complaint", () => {
  it("says it is loading, then shows the complaint with its facts and a way back to the queue", async () => {
    reference ??= await fileComplaint();
    useConsoleFetch(t, asha.cookie);
    inAnnouncer(<ComplaintDetailScreen reference={reference} />);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    const facts = await screen.findByRole("region", { name: "The complaint" });
    expect(screen.getByRole("heading", { level: 1, name: `Complaint ${reference}` })).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(facts).toHaveTextContent("Sunita Patil");
    expect(facts).toHaveTextContent("Assigned toNobody yet");
    expect(screen.getByRole("link", { name: "← All complaints" })).toHaveAttribute("href", "/staff/complaints");
  });

  it("says a complaint does not exist, with a way back", async () => {
    useConsoleFetch(t, asha.cookie);
    inAnnouncer(<ComplaintDetailScreen reference="CMP-NOSUCH" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Complaint not found" })).toBeInTheDocument();
    expect(screen.getByText("There is no complaint CMP-NOSUCH.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to complaints" })).toBeInTheDocument();
  });

  it("tells someone without a grievance role that their role does not allow it", async () => {
    useConsoleFetch(t, sales.cookie);
    inAnnouncer(<ComplaintDetailScreen reference={reference} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role does not allow this. Ask an administrator if you need it.");
    expect(screen.queryByText("Sunita Patil")).toBeNull();
  });

  it("says the server could not be reached when the connection is lost", async () => {
    useConsoleFetch(t, asha.cookie).offline();
    inAnnouncer(<ComplaintDetailScreen reference={reference} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The server could not be reached. Check your connection and try again.");
  });

  it("on a colleague's assignment made while it was open, names it and shows the complaint as it is now", async () => {
    useConsoleFetch(t, asha.cookie);
    inAnnouncer(<ComplaintDetailScreen reference={reference} />);
    await screen.findByRole("region", { name: "The complaint" });
    const seen = (await t.call("GET", `/api/staff/complaints/${reference}`, ravi.cookie)).json();
    const theirs = await t.call("PATCH", `/api/staff/complaints/${reference}`, ravi.cookie, { version: seen.version, assigneeId: ravi.id });
    expect(theirs.statusCode, theirs.body).toBe(200);

    const assignment = screen.getByRole("region", { name: "Assignment" });
    fireEvent.change(within(assignment).getByRole("combobox", { name: "Assigned to" }), { target: { value: asha.id } });
    fireEvent.click(within(assignment).getByRole("button", { name: "Assign" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Someone else changed this complaint while you were working: assigned to Ravi Kumar by Ravi Kumar. Reload to see it.",
    );
    expect(screen.getByRole("region", { name: "The complaint" })).toHaveTextContent("Assigned toRavi Kumar");
    expect(within(assignment).getByRole("combobox", { name: "Assigned to" })).toHaveValue(ravi.id);
  });
  it("keeps a rejection reason being typed when a colleague's change stops it", async () => {
    useConsoleFetch(t, asha.cookie);
    inAnnouncer(<ComplaintDetailScreen reference={reference} />);
    const rejection = await screen.findByRole("region", { name: "Rejection (needs a second officer)" });
    const reason = within(rejection).getByRole("textbox", { name: "Reason the complainant will read" });
    fireEvent.change(reason, { target: { value: "The calls were made by another lender's agent." } });
    const seen = (await t.call("GET", `/api/staff/complaints/${reference}`, ravi.cookie)).json();
    const theirs = await t.call("PATCH", `/api/staff/complaints/${reference}`, ravi.cookie, { version: seen.version, assigneeId: asha.id });
    expect(theirs.statusCode, theirs.body).toBe(200);

    fireEvent.click(within(rejection).getByRole("button", { name: "Propose rejection" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("assigned to Asha Rao by Ravi Kumar");
    expect(screen.getByRole("region", { name: "The complaint" })).toHaveTextContent("Assigned toAsha Rao");
    expect(
      within(screen.getByRole("region", { name: "Rejection (needs a second officer)" })).getByRole("textbox", {
        name: "Reason the complainant will read",
      }),
    ).toHaveValue("The calls were made by another lender's agent.");
  });
});

describe("The annual report table and the reply templates", () => {
  it("show the period's table, with a way back to the queue", async () => {
    useConsoleFetch(t, asha.cookie);
    history.replaceState(null, "", "/staff/complaints/report?from=2026-04-01&to=2027-03-31");
    inAnnouncer(<ComplaintsReportScreen />);
    expect(await screen.findByRole("region", { name: "Complaints from customers, 2026-04-01 to 2027-03-31" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← All complaints" })).toHaveAttribute("href", "/staff/complaints");
  });

  it("tell someone without a grievance role that their role does not allow it", async () => {
    useConsoleFetch(t, sales.cookie);
    inAnnouncer(<ComplaintsReportScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role does not allow this. Ask an administrator if you need it.");
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeDisabled();
    render(<ComplaintTemplatesScreen />);
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Your role does not allow this. Ask an administrator if you need it.",
      "Your role does not allow this. Ask an administrator if you need it.",
    ]);
  });

  it("list the templates there are, each named with its language", async () => {
    const made = await t.call("POST", "/api/staff/complaints/templates", asha.cookie, {
      title: "Recovery call apology",
      lang: "en",
      body: "Dear {name}, we are sorry.",
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    useConsoleFetch(t, asha.cookie);
    inAnnouncer(<ComplaintTemplatesScreen />);
    expect(await screen.findByRole("region", { name: "Recovery call apology (English)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← All complaints" })).toBeInTheDocument();
  });
});
