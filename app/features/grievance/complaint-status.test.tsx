// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ComplaintStatusAnswer } from "#forms/complaint";
import { ComplaintStatusView } from "./complaint-status";

afterEach(() => vi.useRealTimers());

const answer: ComplaintStatusAnswer = {
  reference: "UF-7K3Q9D",
  status: "in-progress",
  filedAt: "2026-11-01T20:00:00.000Z",
  answerBy: "2026-12-02",
  updatedAt: "2026-11-05T04:00:00.000Z",
  note: "We have asked your branch for the debit records.",
  kind: "borrower",
  clockDays: 30,
  inPart: false,
};
const at = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ["Date"] });

describe("ComplaintStatusView", () => {
  it("says a rejection in part is in part", () => {
    render(<ComplaintStatusView answer={{ ...answer, status: "rejected", inPart: true }} />);
    const status = screen.getAllByRole("term").find((t) => t.textContent === "Status");
    expect(status?.nextElementSibling?.textContent).toBe("Rejected in part");
  });

  it("no longer says when we will answer once the complaint is answered", () => {
    for (const status of ["resolved", "rejected", "closed"] as const) {
      const { unmount } = render(<ComplaintStatusView answer={{ ...answer, status }} />);
      expect(screen.getAllByRole("term").map((t) => t.textContent)).toEqual(["Status", "Filed on", "Last updated"]);
      unmount();
    }
  });

  it("shows the status, the dates as India reads them, and the last published note", () => {
    at("2026-11-10T00:00:00.000Z");
    render(<ComplaintStatusView answer={answer} />);
    expect(screen.getByRole("heading", { name: "Complaint UF-7K3Q9D" })).toBeInTheDocument();
    const terms = screen.getAllByRole("term").map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Status", "In progress"],
      // 20:00 UTC on 1 November is 01:30 on 2 November in India.
      ["Filed on", "2 November 2026"],
      ["We will answer by", "2 December 2026"],
      ["Last updated", "5 November 2026"],
    ]);
    expect(screen.getByText("We have asked your branch for the debit records.")).toBeInTheDocument();
  });

  it("always says an unsatisfactory answer can go to the Ombudsman, but spells out the route only after 30 days unresolved", () => {
    at("2026-12-01T19:59:59.000Z");
    const { unmount } = render(<ComplaintStatusView answer={answer} />);
    expect(screen.getByText("Not satisfied with our answer? You may complain to the RBI Ombudsman.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How to reach the Ombudsman" })).toHaveAttribute("href", "#ombudsman");
    expect(screen.queryByRole("heading", { name: "You may now take your complaint to the RBI Ombudsman" })).toBeNull();
    unmount();

    at("2026-12-01T20:00:00.000Z");
    render(<ComplaintStatusView answer={answer} />);
    expect(screen.getByRole("heading", { name: "You may now take your complaint to the RBI Ombudsman" })).toBeInTheDocument();
    expect(screen.getByText(/Under the Reserve Bank – Integrated Ombudsman Scheme, 2026 you may now complain/)).toHaveTextContent(
      "More than 30 days have passed",
    );
    const cms = screen.getByRole("link", { name: /Complain on RBI's Complaint Management System/ });
    expect(cms).toHaveAttribute("href", "https://cms.rbi.org.in");
    expect(cms).toHaveAttribute("target", "_blank");
  });

  it("sends a shareholder to SEBI's SCORES and SMART ODR once their 21 days have run, not to the RBI Ombudsman", () => {
    const shareholder = { ...answer, kind: "shareholder" as const, clockDays: 21, answerBy: "2026-11-23" };
    at("2026-11-22T19:59:59.000Z");
    const { unmount } = render(<ComplaintStatusView answer={shareholder} />);
    expect(screen.queryByRole("heading", { name: /You may now take your complaint/ })).toBeNull();
    expect(screen.getByText(/Not satisfied with our answer\? You may complain on SEBI's SCORES/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "How to reach the Ombudsman" })).toBeNull();
    unmount();

    at("2026-11-22T20:00:00.000Z");
    render(<ComplaintStatusView answer={shareholder} />);
    expect(screen.getByRole("heading", { name: "You may now take your complaint to SEBI" })).toBeInTheDocument();
    expect(screen.getByText(/More than 21 days have passed/)).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /Complain on SEBI SCORES/ })[0]).toHaveAttribute("href", "https://scores.sebi.gov.in");
    expect(screen.getByRole("link", { name: /SMART ODR/ })).toHaveAttribute("href", "https://smartodr.in");
    expect(screen.queryByText(/Ombudsman/)).toBeNull();
  });

  it("sends a privacy grievance to the Data Protection Board of India after 90 days", () => {
    const privacy = { ...answer, kind: "privacy" as const, clockDays: 90, answerBy: "2027-01-31" };
    at("2027-01-30T19:59:59.000Z");
    const { unmount } = render(<ComplaintStatusView answer={privacy} />);
    expect(screen.queryByRole("heading", { name: /You may now take/ })).toBeNull();
    unmount();
    at("2027-01-30T20:00:00.000Z");
    render(<ComplaintStatusView answer={privacy} />);
    expect(
      screen.getByRole("heading", { name: "You may now take your grievance to the Data Protection Board of India" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Under the Digital Personal Data Protection Act, 2023 you may now complain/)).toBeInTheDocument();
  });

  it("does not send a resolved or closed complaint to the Ombudsman for lateness", () => {
    at("2027-03-01T00:00:00.000Z");
    render(<ComplaintStatusView answer={{ ...answer, status: "resolved", note: null }} />);
    expect(screen.queryByRole("heading", { name: /RBI Ombudsman/ })).toBeNull();
    expect(screen.queryByText("Our latest note")).toBeNull();
  });
});
