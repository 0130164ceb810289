// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LOCALES, localizedPath, otherLangs } from "#shared/locales";
import { LanguageSwitch } from "./language-switch";

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <LanguageSwitch />
    </MemoryRouter>,
  );

describe("language switch (English page)", () => {
  it("links to the same page in Hindi, named in Hindi, as a plain link", () => {
    at("/about");
    const link = screen.getByRole("link", { name: "हिन्दी" });
    expect(link).toHaveAttribute("href", "/hi/about");
    expect(link).toHaveAttribute("hreflang", "hi");
    expect(link).toHaveAttribute("lang", "hi");
  });

  it("links to the canonical path when the page is rendered at its folder ('/about/'), and home to /hi", () => {
    const { unmount } = at("/career/");
    expect(screen.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/career");
    unmount();
    at("/");
    expect(screen.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi");
  });

  it("offers every other language in shared/locales.ts, each named and tagged in itself", () => {
    at("/about");
    const links = screen
      .getAllByRole("link")
      .map((a) => ({ name: a.textContent, href: a.getAttribute("href"), lang: a.getAttribute("lang"), title: a.getAttribute("title") }));
    const expected = otherLangs("en").map((lang) => ({
      name: LOCALES[lang].name,
      href: localizedPath(lang, "/about"),
      lang: LOCALES[lang].htmlLang,
      title: LOCALES[lang].readIn,
    }));
    expect(expected.length).toBeGreaterThan(0);
    expect(links).toEqual(expected);
  });

  it("keeps the query once running, so an open investor folder stays open", () => {
    at("/investors?modalPath=Annual%20Report");
    expect(screen.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/investors?modalPath=Annual%20Report");
  });
});
