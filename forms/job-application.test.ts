import { describe, expect, it } from "vitest";
import { EXPERIENCE_OPTIONS, MAX_RESUME_BYTES, NOTICE_PERIOD_OPTIONS, checkResumeFile } from "./job-application";

describe("job application rules", () => {
  it("offers the spec's option values", () => {
    expect(EXPERIENCE_OPTIONS.map((o) => o.value)).toEqual(["0-1", "1-3", "3-5", "5-7", "7-10", "10+"]);
    expect(NOTICE_PERIOD_OPTIONS.map((o) => o.value)).toEqual(["immediate", "15-days", "1-month", "2-months", "3-months"]);
  });

  it("checks a picked resume's count, name and size in the browser", () => {
    expect(checkResumeFile([])).toBe("Please upload your resume");
    expect(checkResumeFile([{ name: "a.pdf", size: 1 }, { name: "b.pdf", size: 1 }])).toBe("Please upload a single file");
    expect(checkResumeFile([{ name: "cv.png", size: 1 }])).toBe("Please upload a PDF, DOC or DOCX file");
    expect(checkResumeFile([{ name: "cv.PDF", size: MAX_RESUME_BYTES + 1 }])).toBe("Your resume must be 5 MB or smaller");
    expect(checkResumeFile([{ name: "cv.docx", size: MAX_RESUME_BYTES }])).toBeUndefined();
  });
});
