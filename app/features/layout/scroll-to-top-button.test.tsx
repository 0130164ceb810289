// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ScrollToTopButton } from "./scroll-to-top-button";

function scrollTo(y: number) {
  act(() => {
    vi.stubGlobal("scrollY", y);
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("scroll-to-top button", () => {
  it("appears only after 100px of scroll and scrolls to the top smoothly", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("matchMedia", vi.fn().mockReturnValue({ matches: false }));
    const scroll = vi.fn();
    vi.stubGlobal("scrollTo", scroll);
    scrollTo(0);
    render(<ScrollToTopButton />);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
    scrollTo(100);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
    scrollTo(101);
    await user.click(screen.getByRole("button", { name: "Scroll to top" }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    scrollTo(20);
    expect(screen.queryByRole("button", { name: "Scroll to top" })).toBeNull();
  });

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("matchMedia", vi.fn().mockReturnValue({ matches: true }));
    const scroll = vi.fn();
    vi.stubGlobal("scrollTo", scroll);
    render(<ScrollToTopButton />);
    scrollTo(500);
    await user.click(screen.getByRole("button", { name: "Scroll to top" }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
