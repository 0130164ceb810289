// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ViewList } from "./view-list";

describe("ViewList", () => {
  it("lists each view as a link with its count and status split, marking the one shown", () => {
    render(
      <ViewList
        label="Lead views"
        views={[
          {
            key: "today",
            label: "New today",
            href: "/staff/leads?view=today",
            count: 1234,
            split: [
              { label: "new", count: 1200 },
              { label: "contacted", count: 34 },
              { label: "spam", count: 0 },
            ],
            current: true,
          },
          { key: "mine", label: "Mine", href: "/staff/leads?view=mine", count: undefined, current: false },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Lead views" });
    const today = within(nav).getByRole("link", { name: /New today/ });
    expect(today).toHaveAttribute("href", "/staff/leads?view=today");
    expect(today).toHaveAttribute("aria-current", "page");
    // Indian grouping; a status with nothing in it is left out of the split.
    expect(today).toHaveTextContent("New today (1,234)1,200 new · 34 contacted");
    const mine = within(nav).getByRole("link", { name: /Mine/ });
    expect(mine).not.toHaveAttribute("aria-current");
    expect(mine).toHaveTextContent("Mine …");
  });
});
