// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { barsOf } from "./chart-bars";
import { ChartTable } from "./chart-table";

describe("barsOf", () => {
  it("names each row as a category and reads its figure into the one series, kept in the rows' order", () => {
    const rows = [
      { officer: "Asha", overdue: 2 },
      { officer: null, overdue: 5 },
    ];
    render(
      <ChartTable
        title="Overdue now, by officer"
        categoryLabel="Officer"
        {...barsOf(rows, { label: "Overdue", name: (o) => o.officer ?? "Nobody yet", value: (o) => o.overdue })}
      />,
    );
    const table = screen.getByRole("table", { name: "Overdue now, by officer" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["OfficerOverdue", "Asha2", "Nobody yet5"]);
  });

  it("draws bars", () => {
    expect(barsOf([1], { label: "n", name: String, value: (v) => v }).kind).toBe("bars");
  });
});
