import { describe, expect, it } from "vitest";
import { filterProblem, filtersFromSearch, searchFromFilters, type LeadFilters } from "./lead-filters";

describe("inbox filters in the address", () => {
  it("reads the known filters, trimmed, and ignores the rest", () => {
    expect(filtersFromSearch("?form=loan-enquiry&status=new&q=%20987%20&cursor=abc&evil=1&lang=")).toEqual({
      form: "loan-enquiry",
      status: "new",
      q: "987",
    });
  });

  it("leaves out a language, view or sort the list does not know", () => {
    expect(filtersFromSearch("?lang=xx&view=yesterday&sort=cheapest&q=Asha")).toEqual({ q: "Asha" });
  });

  it("keeps a status as written: each form declares its own, and the server checks it against the form", () => {
    expect(filtersFromSearch("?form=job-application&status=interview")).toEqual({ form: "job-application", status: "interview" });
  });

  it("writes them back in a fixed order, leaving out empty ones", () => {
    expect(searchFromFilters({ q: "Asha Rao", status: "new", from: "", assignee: "me" })).toBe("?status=new&assignee=me&q=Asha+Rao");
    expect(searchFromFilters({})).toBe("");
  });

  it("round-trips", () => {
    const f: LeadFilters = { form: "job-application", from: "2026-01-01", to: "2026-02-01", lang: "hi", assignee: "none", q: "a&b=c" };
    expect(filtersFromSearch(searchFromFilters(f))).toEqual(f);
  });

  it("refuses a date range that ends before it starts", () => {
    expect(filterProblem({ from: "2026-03-01", to: "2026-02-01" })).toMatch(/on or before/);
    expect(filterProblem({ from: "2026-02-01", to: "2026-02-01" })).toBeUndefined();
  });
});
