// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeTagline } from "#copy/pages/home-sections";
import { TAGLINE_FADE_MS, TAGLINE_INTERVAL_MS, TaglineBanner } from "./tagline-banner";

const shown = () => screen.getByTestId("tagline");
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const { phrases } = homeTagline;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("TaglineBanner", () => {
  it("fades out every 2 s and shows the next phrase 0.5 s later", () => {
    render(<TaglineBanner />);
    expect(shown()).toHaveTextContent(phrases[0]!);
    expect(shown()).toHaveAttribute("data-visible", "true");
    advance(TAGLINE_INTERVAL_MS - 1);
    expect(shown()).toHaveAttribute("data-visible", "true");
    advance(1);
    expect(shown()).toHaveAttribute("data-visible", "false");
    expect(shown()).toHaveTextContent(phrases[0]!);
    advance(TAGLINE_FADE_MS - 1);
    expect(shown()).toHaveTextContent(phrases[0]!);
    advance(1);
    expect(shown()).toHaveTextContent(phrases[1]!);
    expect(shown()).toHaveAttribute("data-visible", "true");
  });

  it("cycles through all six phrases and back to the first", () => {
    render(<TaglineBanner />);
    expect(phrases).toHaveLength(6);
    let now = 0;
    const at = (t: number) => {
      advance(t - now);
      now = t;
    };
    for (let i = 1; i <= 6; i++) {
      const fadeAt = i * TAGLINE_INTERVAL_MS;
      at(fadeAt - 1);
      expect(shown()).toHaveTextContent(phrases[i - 1]!);
      at(fadeAt);
      expect(shown()).toHaveAttribute("data-visible", "false");
      at(fadeAt + TAGLINE_FADE_MS);
      expect(shown()).toHaveTextContent(phrases[i % 6]!);
      expect(shown()).toHaveAttribute("data-visible", "true");
    }
  });

  it("gives screen readers every phrase once, as a list, and hides the rotating copy", () => {
    render(<TaglineBanner />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(phrases);
    expect(shown()).toHaveAttribute("aria-hidden", "true");
    expect(document.querySelector("[aria-live]")).toBeNull();
  });

  it("can be paused and resumed", () => {
    render(<TaglineBanner />);
    fireEvent.click(screen.getByRole("button", { name: homeTagline.pause }));
    advance(TAGLINE_INTERVAL_MS * 3);
    expect(shown()).toHaveTextContent(phrases[0]!);
    expect(shown()).toHaveAttribute("data-visible", "true");
    fireEvent.click(screen.getByRole("button", { name: homeTagline.play }));
    advance(TAGLINE_INTERVAL_MS + TAGLINE_FADE_MS);
    expect(shown()).toHaveTextContent(phrases[1]!);
  });
});
