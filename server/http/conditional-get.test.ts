import { describe, expect, it } from "vitest";
import { chooseRange, entityTags, isNotModified } from "./conditional-get";

const v = { etag: '"abc-1"', lastModified: new Date("2026-11-20T10:00:00.600Z") };

describe("If-None-Match and If-Modified-Since", () => {
  it("reads entity-tag lists, including commas inside a tag", () => {
    expect(entityTags(' W/"a", "b,c" ,"d"')).toEqual({
      any: false,
      tags: [
        { weak: true, opaque: '"a"' },
        { weak: false, opaque: '"b,c"' },
        { weak: false, opaque: '"d"' },
      ],
    });
    expect(entityTags("*")).toEqual({ any: true, tags: [] });
    expect(entityTags('"unterminated')).toBeUndefined();
    expect(entityTags("abc")).toBeUndefined();
  });

  it("matches weakly and ignores the date when a tag list is sent", () => {
    expect(isNotModified('W/"abc-1"', undefined, v)).toBe(true);
    expect(isNotModified('"zzz", "abc-1"', undefined, v)).toBe(true);
    expect(isNotModified("*", undefined, v)).toBe(true);
    expect(isNotModified('"zzz"', "Fri, 20 Nov 2026 10:00:00 GMT", v)).toBe(false);
    expect(isNotModified("garbage", undefined, v)).toBe(false);
  });

  it("compares dates to the second", () => {
    expect(isNotModified(undefined, "Fri, 20 Nov 2026 10:00:00 GMT", v)).toBe(true);
    expect(isNotModified(undefined, "Fri, 20 Nov 2026 09:59:59 GMT", v)).toBe(false);
    expect(isNotModified(undefined, "not a date", v)).toBe(false);
    expect(isNotModified(undefined, undefined, v)).toBe(false);
  });
});

describe("Range", () => {
  it.each([
    ["bytes=0-9", { kind: "partial", start: 0, end: 9 }],
    ["bytes=10-", { kind: "partial", start: 10, end: 99 }],
    ["bytes=-10", { kind: "partial", start: 90, end: 99 }],
    ["bytes=-1000", { kind: "partial", start: 0, end: 99 }],
    ["bytes=90-1000", { kind: "partial", start: 90, end: 99 }],
    ["Bytes = 5-5", { kind: "partial", start: 5, end: 5 }],
    ["bytes=100-", { kind: "unsatisfiable" }],
    ["bytes=100-200", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=9-1", { kind: "full" }],
    ["bytes=0-1,5-6", { kind: "full" }],
    ["bytes=x-1", { kind: "full" }],
    ["bytes=99999999999999999999-", { kind: "full" }],
    ["lines=0-1", { kind: "full" }],
    ["bytes", { kind: "full" }],
  ])("%s of 100 bytes is %j", (range, choice) => {
    expect(chooseRange(range, undefined, 100, v)).toEqual(choice);
  });

  it("serves the range only while If-Range still holds (strong tag or exact date)", () => {
    expect(chooseRange("bytes=0-1", '"abc-1"', 100, v).kind).toBe("partial");
    expect(chooseRange("bytes=0-1", 'W/"abc-1"', 100, v).kind).toBe("full");
    expect(chooseRange("bytes=0-1", '"other"', 100, v).kind).toBe("full");
    expect(chooseRange("bytes=0-1", "Fri, 20 Nov 2026 10:00:00 GMT", 100, v).kind).toBe("partial");
    expect(chooseRange("bytes=0-1", "Fri, 20 Nov 2026 10:00:01 GMT", 100, v).kind).toBe("full");
  });
});
