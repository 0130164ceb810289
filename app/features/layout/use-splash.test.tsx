// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SplashScreen } from "./splash-screen";
import { SPLASH_TIMINGS, useSplash, type SplashMode } from "./use-splash";

function Probe({ page, mode }: { page: string; mode: SplashMode }) {
  const phase = useSplash(page, mode);
  return (
    <>
      <p data-testid="phase">{phase}</p>
      <SplashScreen phase={phase} />
    </>
  );
}

const phase = () => screen.getByTestId("phase").textContent;

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn().mockImplementation((q: string) => ({
      matches: reduce && q.includes("reduce"),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

describe("splash timings (docs/requirements.md#global-elements: fade 1.5 s, slide 3.5 s, done 4.3 s)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("moves loading -> fading -> sliding -> done at the spec's times", () => {
    const { container } = render(<Probe page="/" mode="every-page" />);
    expect(phase()).toBe("loading");
    act(() => vi.advanceTimersByTime(SPLASH_TIMINGS.fadeAt - 1));
    expect(phase()).toBe("loading");
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe("fading");
    act(() => vi.advanceTimersByTime(SPLASH_TIMINGS.slideAt - SPLASH_TIMINGS.fadeAt));
    expect(phase()).toBe("sliding");
    expect(container.querySelector(".splash")).toHaveClass("-translate-y-full");
    act(() => vi.advanceTimersByTime(SPLASH_TIMINGS.doneAt - SPLASH_TIMINGS.slideAt - 1));
    expect(phase()).toBe("sliding");
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe("done");
    expect(container.querySelector(".splash")).toBeNull();
    expect([SPLASH_TIMINGS.fadeAt, SPLASH_TIMINGS.slideAt, SPLASH_TIMINGS.doneAt]).toEqual([1500, 3500, 4300]);
  });

  it("reruns when the page changes", () => {
    const { rerender } = render(<Probe page="/" mode="every-page" />);
    act(() => vi.advanceTimersByTime(SPLASH_TIMINGS.doneAt));
    expect(phase()).toBe("done");
    rerender(<Probe page="/about" mode="every-page" />);
    expect(phase()).toBe("loading");
    act(() => vi.advanceTimersByTime(SPLASH_TIMINGS.doneAt));
    expect(phase()).toBe("done");
  });

  it("in first-visit mode shows once, then never again (also after a reload)", () => {
    const { rerender, unmount } = render(<Probe page="/" mode="first-visit" />);
    expect(phase()).toBe("loading");
    act(() => vi.advanceTimersByTime(SPLASH_TIMINGS.doneAt));
    rerender(<Probe page="/about" mode="first-visit" />);
    expect(phase()).toBe("done");
    unmount();
    render(<Probe page="/career" mode="first-visit" />);
    expect(phase()).toBe("done");
  });

  it("is skipped when the visitor prefers reduced motion, and when off", () => {
    setReducedMotion(true);
    const { unmount } = render(<Probe page="/" mode="every-page" />);
    expect(phase()).toBe("done");
    unmount();
    setReducedMotion(false);
    render(<Probe page="/" mode="off" />);
    expect(phase()).toBe("done");
  });

  it("is hidden from assistive technology", () => {
    const { container } = render(<Probe page="/" mode="every-page" />);
    expect(container.querySelector(".splash")).toHaveAttribute("aria-hidden", "true");
  });
});
