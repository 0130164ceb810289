// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeSlider } from "#copy/pages/home";
import { HeroSlider, SLIDE_INTERVAL_MS } from "./hero-slider";

const dot = (n: number) => screen.getByRole("button", { name: `Show slide ${n}` });
const current = () => [1, 2, 3].find((n) => dot(n).getAttribute("aria-current") === "true");
// Inactive slides are aria-hidden, so they are found by their slide label rather than by role.
const slide = (n: number) => document.querySelector(`[aria-roledescription="slide"][aria-label="${n} of 3"]`);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderLoaded() {
  const view = render(<HeroSlider />);
  for (const img of view.container.querySelectorAll("img")) fireEvent.load(img);
  return view;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("HeroSlider", () => {
  it("has three slides; the first loads eagerly with high priority, the others lazily", () => {
    const { container } = render(<HeroSlider />);
    const imgs = [...container.querySelectorAll("img")];
    expect(imgs).toHaveLength(3);
    expect(imgs[0]).toHaveAttribute("loading", "eager");
    expect(imgs[0]).toHaveAttribute("fetchpriority", "high");
    expect(imgs[1]).toHaveAttribute("loading", "lazy");
    expect(imgs[2]).toHaveAttribute("loading", "lazy");
    expect(imgs.map((i) => i.alt)).toEqual(homeSlider.slides.map((s) => s.alt));
  });

  it("shows a slide only once its image has loaded", () => {
    const { container } = render(<HeroSlider />);
    expect(slide(1)).toHaveAttribute("data-loaded", "false");
    fireEvent.load(container.querySelectorAll("img")[0]!);
    expect(slide(1)).toHaveAttribute("data-loaded", "true");
    expect(slide(2)).toHaveAttribute("data-loaded", "false");
  });

  it("advances every 3000 ms and wraps from the last slide to the first", () => {
    renderLoaded();
    expect(current()).toBe(1);
    advance(SLIDE_INTERVAL_MS - 1);
    expect(current()).toBe(1);
    advance(1);
    expect(current()).toBe(2);
    expect(slide(2)).toHaveAttribute("aria-hidden", "false");
    expect(slide(1)).toHaveAttribute("aria-hidden", "true");
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toBe(3);
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toBe(1);
  });

  it("pauses while the pointer is over it and resumes when it leaves", () => {
    renderLoaded();
    const region = screen.getByRole("region", { name: homeSlider.label });
    fireEvent.mouseEnter(region.firstElementChild!);
    advance(SLIDE_INTERVAL_MS * 3);
    expect(current()).toBe(1);
    fireEvent.mouseLeave(region.firstElementChild!);
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toBe(2);
  });

  it("pauses while keyboard focus is inside it", () => {
    renderLoaded();
    act(() => dot(1).focus());
    advance(SLIDE_INTERVAL_MS * 3);
    expect(current()).toBe(1);
    act(() => dot(1).blur());
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toBe(2);
  });

  it("selects a slide from its dot and restarts the interval", () => {
    renderLoaded();
    advance(2000);
    fireEvent.click(dot(3));
    expect(current()).toBe(3);
    fireEvent.blur(dot(3));
    advance(2000);
    expect(current()).toBe(3);
    advance(1000);
    expect(current()).toBe(1);
  });

  it("has a visible pause/play button that stops and restarts rotation", () => {
    renderLoaded();
    fireEvent.click(screen.getByRole("button", { name: homeSlider.pause }));
    advance(SLIDE_INTERVAL_MS * 2);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: homeSlider.play }));
    advance(SLIDE_INTERVAL_MS);
    expect(current()).toBe(2);
  });

  it("does not rotate when the visitor prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("reduce"), media: q }));
    try {
      renderLoaded();
      advance(SLIDE_INTERVAL_MS * 2);
      expect(current()).toBe(1);
      expect(screen.getByRole("button", { name: homeSlider.play })).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
