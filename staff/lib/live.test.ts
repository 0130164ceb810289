import { describe, expect, it, vi } from "vitest";
import { whileLive } from "./live";

describe("whileLive", () => {
  it("hands over an answer or a failure that arrives while the effect stands", async () => {
    const onAnswer = vi.fn();
    const onError = vi.fn();
    whileLive(Promise.resolve("leads"), onAnswer, onError);
    whileLive(Promise.reject(new Error("offline")), onAnswer, onError);
    await new Promise((r) => setTimeout(r, 0));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith("leads");
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error("offline"));
  });

  it("drops an answer or a failure that arrives after the cleanup (the screen moved on)", async () => {
    const onAnswer = vi.fn();
    const onError = vi.fn();
    let answer!: (v: string) => void;
    let fail!: (e: unknown) => void;
    const stopAnswer = whileLive(new Promise<string>((r) => (answer = r)), onAnswer, onError);
    const stopFailure = whileLive(new Promise<string>((_, f) => (fail = f)), onAnswer, onError);
    stopAnswer();
    stopFailure();
    answer("stale");
    fail(new Error("stale"));
    await new Promise((r) => setTimeout(r, 0));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it("swallows a failure when no one asked to hear it (no unhandled rejection)", async () => {
    const onAnswer = vi.fn();
    whileLive(Promise.reject(new Error("offline")), onAnswer);
    await new Promise((r) => setTimeout(r, 0));
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
