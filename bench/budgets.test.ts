import { expect, it } from "vitest";
import { jsBudgetFor, jsBudgetKb, jsLimitFor, languageAllowanceKb } from "./budgets";

it("holds each Hindi page to its English twin's budget", () => {
  expect(jsBudgetFor("/hi")).toBe(jsBudgetKb["/"]);
  expect(jsBudgetFor("/")).toBe(112);
  expect(jsBudgetFor("/hi/about")).toBe(jsBudgetFor("/about"));
  expect(jsBudgetFor("/hi/404")).toBe(jsBudgetKb.default);
  expect(jsBudgetFor("/hi/accessibility")).toBe(100);
});

it("allows the issue's 3 KB for languages on top of the budget, no more", () => {
  expect(languageAllowanceKb).toBe(3);
  expect(jsLimitFor("/hi")).toBe(115);
  expect(jsLimitFor("/career")).toBe(128);
});
