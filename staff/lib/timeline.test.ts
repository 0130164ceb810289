import { describe, expect, it } from "vitest";
import { timelineText } from "./timeline";

const at = "2026-11-25T10:00:00Z";

describe("lead timeline sentences", () => {
  it.each([
    [{ actor: null, action: "submitted", detail: {} }, "Sent by the visitor through the website"],
    [{ actor: "Asha Rao", action: "lead.opened", detail: {} }, "Opened by Asha Rao"],
    [
      { actor: "Asha Rao", action: "lead.status", detail: { from: "new", to: "contacted", version: 2 } },
      "Status changed from new to contacted by Asha Rao",
    ],
    [
      { actor: "Asha Rao", action: "lead.assigned", detail: { from: null, to: "u2", toName: "Ravi Kumar" } },
      "Assigned to Ravi Kumar by Asha Rao",
    ],
    [{ actor: "Asha Rao", action: "lead.assigned", detail: { from: "u2", to: null } }, "Unassigned by Asha Rao"],
    [{ actor: "Asha Rao", action: "lead.note", detail: { note: "n1" } }, "Note added by Asha Rao"],
    [{ actor: "Kiran Iyer", action: "lead.file-downloaded", detail: { disposition: "inline" } }, "Resume previewed by Kiran Iyer"],
    [{ actor: "Kiran Iyer", action: "lead.file-downloaded", detail: { disposition: "attachment" } }, "Resume downloaded by Kiran Iyer"],
    [{ actor: "x@y.in", action: "lead.something-new", detail: {} }, "lead.something-new by x@y.in"],
  ])("%o reads %s", (event, sentence) => {
    expect(timelineText({ at, ...event })).toBe(sentence);
  });
});
