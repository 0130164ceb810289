// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChartTable } from "./chart-table";

const props = {
  title: "Leads per day",
  categoryLabel: "Day",
  categories: ["25 Nov", "26 Nov"],
  series: [
    { label: "Loan enquiries", values: [12, 1500] },
    { label: "Partner enquiries", values: [3, null] },
  ],
};

describe("ChartTable", () => {
  it("keeps every figure in a table screen readers reach, named by the chart's title", () => {
    render(<ChartTable {...props} />);
    const table = screen.getByRole("table", { name: "Leads per day" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Day", "Loan enquiries", "Partner enquiries"]);
    const row = within(table).getByRole("row", { name: /26 Nov/ });
    // Indian digit grouping, and a dash for a day with no figure.
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1,500", "–"]);
    expect(screen.getByRole("figure", { name: "Leads per day" })).toBeInTheDocument();
  });

  it("shows the table to sighted users on request, and says so to assistive technology", () => {
    render(<ChartTable {...props} />);
    const toggle = screen.getByRole("button", { name: "Show as table" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("table").parentElement).toHaveClass("sr-only");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("table").parentElement).not.toHaveClass("sr-only");
  });

  it("says there is nothing to show instead of drawing an empty chart", () => {
    render(<ChartTable {...props} series={[{ label: "Loan enquiries", values: [0, 0] }]} empty="No leads in these 90 days." />);
    expect(screen.getByText("No leads in these 90 days.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show as table" })).toBeNull();
  });

  it("writes figures in the format it is given", () => {
    render(<ChartTable {...props} series={[{ label: "Median days", values: [2.25, 10] }]} format={(v) => v.toFixed(1)} />);
    expect(screen.getByRole("cell", { name: "2.3" })).toBeInTheDocument();
  });
});
