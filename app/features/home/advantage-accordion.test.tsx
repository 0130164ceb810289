// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { homeAdvantages } from "#copy/pages/home-sections";
import { AdvantageAccordion } from "./advantage-accordion";

const titles = homeAdvantages.items.map((i) => i.title);
const button = (t: string) => screen.getByRole("button", { name: t });
const expanded = () => titles.filter((t) => button(t).getAttribute("aria-expanded") === "true");

describe("AdvantageAccordion", () => {
  it("lists the five advantages as buttons inside headings", () => {
    render(<AdvantageAccordion />);
    expect(titles).toHaveLength(5);
    for (const t of titles) expect(button(t).parentElement?.tagName).toBe("H3");
  });

  it("opens the first panel initially, as a labelled region the button controls", () => {
    render(<AdvantageAccordion />);
    expect(expanded()).toEqual([titles[0]]);
    const region = screen.getByRole("region", { name: titles[0] });
    expect(button(titles[0]!)).toHaveAttribute("aria-controls", region.id);
    expect(region).toHaveTextContent(homeAdvantages.items[0]!.text);
    expect(region).toHaveClass("max-h-[200px]");
    expect(titles.filter((t) => screen.queryByRole("region", { name: t }))).toEqual([titles[0]]);
  });

  it("keeps one panel open at a time", () => {
    render(<AdvantageAccordion />);
    fireEvent.click(button(titles[2]!));
    expect(expanded()).toEqual([titles[2]]);
    expect(screen.getByRole("region", { name: titles[2] })).toBeVisible();
    expect(screen.queryByRole("region", { name: titles[0] })).toBeNull();
    fireEvent.click(button(titles[4]!));
    expect(expanded()).toEqual([titles[4]]);
  });

  it("closes the open panel when its button is clicked again", () => {
    render(<AdvantageAccordion />);
    fireEvent.click(button(titles[0]!));
    expect(expanded()).toEqual([]);
    fireEvent.click(button(titles[0]!));
    expect(expanded()).toEqual([titles[0]]);
  });
});
