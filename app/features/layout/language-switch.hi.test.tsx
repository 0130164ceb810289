// @vitest-environment jsdom
// The switch in the Hindi build ("#copy/..." is content/hi; pages live under the /hi basename).
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { LOCALES, localizedPath, otherLangs } from "#shared/locales";
import { LanguageSwitch } from "./language-switch";

it("on a Hindi page, links to the same page in English, named in English", () => {
  render(
    <MemoryRouter basename="/hi" initialEntries={["/hi/lending-partners/?x=1"]}>
      <LanguageSwitch />
    </MemoryRouter>,
  );
  const link = screen.getByRole("link", { name: "English" });
  expect(link).toHaveAttribute("href", "/lending-partners?x=1");
  expect(link).toHaveAttribute("lang", "en-IN");
});

it("on a Hindi page, offers every language but Hindi", () => {
  render(
    <MemoryRouter basename="/hi" initialEntries={["/hi/about"]}>
      <LanguageSwitch />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
    otherLangs("hi").map((lang) => [LOCALES[lang].name, localizedPath(lang, "/about")]),
  );
});
