// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "#content/site";
import { InvestorServices } from "./investor-services";

describe("InvestorServices", () => {
  it("links each of the six cards to a real place", () => {
    render(
      <MemoryRouter>
        <InvestorServices />
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href");
    expect(href("Investor Relations")).toBe("/investors");
    expect(href("Annual Reports")).toBe("/investors?modalPath=Annual%20Report");
    expect(href("Corporate Announcements")).toBe("/investors?modalPath=Corporate%20Announcements");
    expect(href("Disclosures")).toBe("/investors?modalPath=Intimations%2FDisclosures");
    expect(href("Corporate Governance")).toBe("/investors?modalPath=Policies");
    expect(href("Investors Grievance Redressal")).toBe(`mailto:${site.contact.grievanceEmail}`);
    expect(screen.getAllByRole("link")).toHaveLength(6);
  });
});
