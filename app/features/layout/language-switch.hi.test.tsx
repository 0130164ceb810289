// @vitest-environment jsdom
// The switch in the Hindi build ("#copy/..." is content/hi; pages live under the /hi basename).
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
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
