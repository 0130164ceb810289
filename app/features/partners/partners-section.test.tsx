// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { partners } from "#copy/partners";
import { PartnersSection } from "./partners-section";

const renderSection = () =>
  render(
    <MemoryRouter>
      <PartnersSection />
    </MemoryRouter>,
  );

describe("partners section", () => {
  it("filters with pressed-state buttons; 'Interested To Become A Partner' opens the form instead", async () => {
    const user = userEvent.setup();
    renderSection();
    const all = screen.getByRole("button", { name: "All Partners" });
    const fintech = screen.getByRole("button", { name: "Fintech partners" });
    expect(all).toHaveAttribute("aria-pressed", "true");
    await user.click(fintech);
    expect(fintech).toHaveAttribute("aria-pressed", "true");
    expect(all).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("heading", { name: partners[0]!.name })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Interested To Become A Partner" }));
    expect(screen.getByRole("dialog", { name: "Become Our Partner" })).toBeInTheDocument();
    expect(fintech).toHaveAttribute("aria-pressed", "true");
  });

  it("links each card to the partner's site in a new tab, safely", () => {
    renderSection();
    const link = screen.getByRole("link", { name: /Visit website/ });
    expect(link).toHaveAttribute("href", partners[0]!.website);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("(opens in a new tab)");
  });

  it("opens a detail dialog from the card showing every Partner field with the spec's example figures", async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: /View details/ }));
    const dialog = screen.getByRole("dialog", { name: partners[0]!.name });
    for (const text of [
      "₹50,000 to ₹50,00,000",
      "24 to 48 hours",
      "12% to 24% per annum",
      "Credit score 650+, age 21 to 65",
      "2018",
      "₹2,500 Crores",
      "1,25,000+",
      "Fintech partners",
      partners[0]!.description,
      partners[0]!.contactEmail,
      ...partners[0]!.specialties,
      ...partners[0]!.features,
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole("link", { name: /\+91/ })).toHaveAttribute("href", `tel:${partners[0]!.contactPhone}`);
    expect(within(dialog).getByRole("link", { name: /^www\.vittkosh\.example/ })).toHaveAttribute("rel", "noopener noreferrer");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
