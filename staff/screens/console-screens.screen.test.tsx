// The other console screens' states against the real staff API (test/support/console-fetch.ts), each where the
// screen has the state: loading, empty, no permission, a lost connection, and on People a colleague's change to a
// person's account made while the panel was open (the 409 names it).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "#shared/staff-api/auth";
import { useConsoleFetch } from "#test/console-fetch";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { Announcer } from "../components/announcer";
import { Account } from "./account";
import { Audit } from "./audit";
import { ContentSections } from "./content-sections";
import { Documents } from "./documents";
import { Invite } from "./invite";
import { People } from "./people";
import { PrivacyRequestScreen } from "./privacy-request";
import { PrivacyRequests } from "./privacy-requests";

const REFUSED = "Your role does not allow this. Ask an administrator if you need it.";
const NO_SUCH_REQUEST = "There is no privacy request with that reference.";
const OFFLINE = "The server could not be reached. Check your connection and try again.";

let t: StaffTestApp;
let admin: Person;
let otherAdmin: Person;
let sales: Person;
let adminUser: StaffUser;

beforeAll(async () => {
  t = await startStaffApp();
  admin = await t.person("anil@example.in", ["admin"], "Anil Admin");
  otherAdmin = await t.person("bina@example.in", ["admin"], "Bina Admin");
  sales = await t.person("sam@example.in", ["sales"], "Sam Shah");
  adminUser = (await t.call("GET", "/api/staff/me", admin.cookie)).json().user;
}, 60_000);
afterAll(() => t?.close());

const show = (element: React.ReactNode) => render(<Announcer>{element}</Announcer>);

describe("People", () => {
  it("says it is loading, then lists everyone with console access", async () => {
    useConsoleFetch(t, admin.cookie);
    show(<People self={adminUser} />);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Sam Shah/ })).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("tells someone who is not an administrator that their role does not allow it", async () => {
    useConsoleFetch(t, sales.cookie);
    show(<People self={adminUser} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(REFUSED);
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(screen.queryByText("Sam Shah")).toBeNull();
  });

  it("says the server could not be reached when the connection is lost", async () => {
    useConsoleFetch(t, admin.cookie).offline();
    show(<People self={adminUser} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(OFFLINE);
  });

  it("on a colleague's change to a person's roles made while the panel was open, names it", async () => {
    await t.reauth(admin, admin.cookie);
    useConsoleFetch(t, admin.cookie);
    history.replaceState(null, "", `/staff/people?person=${sales.id}`);
    show(<People self={adminUser} />);
    const panel = await screen.findByRole("region", { name: "Sam Shah" });
    const seen = (await t.call("GET", "/api/staff/users", otherAdmin.cookie)).json().users.find((u: { id: string }) => u.id === sales.id);
    await t.reauth(otherAdmin, otherAdmin.cookie);
    const theirs = await t.call("PATCH", `/api/staff/users/${sales.id}`, otherAdmin.cookie, {
      version: seen.version,
      roles: ["sales", "hr"],
    });
    expect(theirs.statusCode, theirs.body).toBe(200);

    const roles = within(panel).getByRole("group", { name: "Roles of Sam Shah" });
    fireEvent.click(within(roles).getByRole("checkbox", { name: "privacy" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Save roles" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent(
      "Someone else changed this person's account while you were working: roles to sales, hr by Bina Admin. Reload to see it.",
    );
  });
});

describe("Documents", () => {
  it("says it is loading, then that nothing was published from the console yet", async () => {
    const secretarial = await t.person("sita@example.in", ["secretarial"], "Sita Secretary");
    useConsoleFetch(t, secretarial.cookie);
    show(<Documents />);
    const published = screen.getByRole("region", { name: "Published documents" });
    expect(within(published).getByText("Loading…")).toBeInTheDocument();
    expect(await within(published).findByText("Nothing has been published from the console yet.")).toBeInTheDocument();
  });

  it("tells someone without the secretarial role that their role does not allow it", async () => {
    useConsoleFetch(t, sales.cookie);
    show(<Documents />);
    expect(await screen.findByRole("alert")).toHaveTextContent(REFUSED);
  });
});

describe("Audit trail", () => {
  it("lists what staff did, newest first, in words", async () => {
    useConsoleFetch(t, admin.cookie);
    show(<Audit />);
    const rows = await screen.findByRole("region", { name: "Audit rows" });
    expect(within(rows).getAllByRole("row").length).toBeGreaterThan(1);
    expect(rows).toHaveTextContent("Bina Admin");
  });

  it("says when no row matches the filters", async () => {
    useConsoleFetch(t, admin.cookie);
    show(<Audit />);
    await screen.findByRole("region", { name: "Audit rows" });
    const filters = screen.getByRole("form", { name: "Filter the audit trail" });
    fireEvent.change(within(filters).getByLabelText("From"), { target: { value: "2001-01-01" } });
    fireEvent.change(within(filters).getByLabelText("To"), { target: { value: "2001-01-02" } });
    fireEvent.click(within(filters).getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByText("No rows match these filters.")).toBeInTheDocument();
  });

  it("tells someone who is not an administrator that their role does not allow it", async () => {
    useConsoleFetch(t, sales.cookie);
    show(<Audit />);
    expect((await screen.findAllByRole("alert")).map((a) => a.textContent)).toContain(REFUSED);
    expect(screen.queryByRole("region", { name: "Audit rows" })).toBeNull();
  });
});

describe("Privacy requests", () => {
  it("says when there is no request to answer", async () => {
    const dpo = await t.person("priya@example.in", ["privacy"], "Priya Privacy");
    useConsoleFetch(t, dpo.cookie);
    show(<PrivacyRequests />);
    expect(await screen.findByText("No requests here.")).toBeInTheDocument();
  });

  it("says a request does not exist, with a way back to the list", async () => {
    const dpo = await t.person("pooja@example.in", ["privacy"], "Pooja Privacy");
    useConsoleFetch(t, dpo.cookie);
    show(<PrivacyRequestScreen reference="PR-NOSUCH" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(NO_SUCH_REQUEST);
    expect(screen.getByRole("link", { name: "All privacy requests" })).toHaveAttribute("href", "/staff/privacy");
  });

  it("tells someone without the privacy role that their role does not allow it", async () => {
    useConsoleFetch(t, sales.cookie);
    show(<PrivacyRequests />);
    expect(await screen.findByRole("alert")).toHaveTextContent(REFUSED);
    expect(screen.queryByText("No requests here.")).toBeNull();
  });
});

// Its listing needs the site's production build beside the app (test/support/content-app.ts); its other states do not.
describe("Site content", () => {
  it("says the server could not be reached when the connection is lost", async () => {
    useConsoleFetch(t, sales.cookie).offline();
    show(<ContentSections />);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(OFFLINE);
    expect(screen.queryByText("Loading…")).toBeNull();
  });
});

describe("My account", () => {
  it("shows the person's name, email, roles and passkeys", async () => {
    const kavya = await t.person("kavya@example.in", ["sales", "hr"], "Kavya Iyer");
    useConsoleFetch(t, kavya.cookie);
    show(<Account />);
    expect(await screen.findByText("Kavya Iyer · kavya@example.in · roles: sales, hr")).toBeInTheDocument();
    expect(screen.getByText("Your only passkey cannot be removed: add another one first (a phone and a laptop, say).")).toBeInTheDocument();
    const passkeys = screen.getByRole("region", { name: "My passkeys" });
    expect(within(passkeys).getAllByRole("listitem")).toHaveLength(1);
    expect(within(passkeys).getByRole("button", { name: /^Remove passkey/ })).toBeDisabled();
  });

  it("says the server could not be reached when the connection is lost", async () => {
    useConsoleFetch(t, sales.cookie).offline();
    show(<Account />);
    expect(await screen.findByRole("alert")).toHaveTextContent(OFFLINE);
    expect(screen.queryByRole("region", { name: "My passkeys" })).toBeNull();
  });
});

describe("An invitation link", () => {
  it("checks the link, then says it is not valid when the server does not know it", async () => {
    useConsoleFetch(t, undefined);
    history.replaceState(null, "", "/staff/invite#not-a-real-token");
    render(<Invite onSignedIn={() => {}} />);
    expect(screen.getByText("Checking your invitation…")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Invitation not valid" })).toBeInTheDocument();
  });

  it("says it is not valid when the link carries no token", () => {
    useConsoleFetch(t, undefined);
    history.replaceState(null, "", "/staff/invite");
    render(<Invite onSignedIn={() => {}} />);
    expect(screen.getByRole("heading", { level: 1, name: "Invitation not valid" })).toBeInTheDocument();
    expect(
      screen.getByText("This invitation link has expired, was revoked or has already been used. Ask an administrator for a new one."),
    ).toBeInTheDocument();
  });
});
