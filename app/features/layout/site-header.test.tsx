// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "#content/site";
import { SiteHeader } from "./site-header";
import { UnderWorkingProvider } from "./under-working";

function renderHeader(path = "/") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <UnderWorkingProvider>
            <SiteHeader />
          </UnderWorkingProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function scrollTo(y: number) {
  act(() => {
    vi.stubGlobal("scrollY", y);
    window.dispatchEvent(new Event("scroll"));
  });
}

const header = () => screen.getByRole("banner");

describe("sticky header (docs/requirements.md#global-elements)", () => {
  beforeEach(() => scrollTo(0));

  it("gets its scrolled state only after 100px", () => {
    renderHeader();
    expect(header()).toHaveAttribute("data-scrolled", "false");
    scrollTo(100);
    expect(header()).toHaveAttribute("data-scrolled", "false");
    scrollTo(101);
    expect(header()).toHaveAttribute("data-scrolled", "true");
  });

  it("hides when scrolling down past 100px and shows again on scroll up", () => {
    renderHeader();
    scrollTo(80);
    expect(header()).toHaveAttribute("data-hidden", "false");
    scrollTo(300);
    expect(header()).toHaveAttribute("data-hidden", "true");
    scrollTo(250);
    expect(header()).toHaveAttribute("data-hidden", "false");
    scrollTo(400);
    expect(header()).toHaveAttribute("data-hidden", "true");
    scrollTo(50);
    expect(header()).toHaveAttribute("data-hidden", "false");
  });

  it("stays visible while keyboard focus is inside it", async () => {
    renderHeader();
    scrollTo(300);
    expect(header()).toHaveAttribute("data-hidden", "true");
    act(() => within(header()).getByRole("link", { name: "Home" }).focus());
    expect(header()).toHaveAttribute("data-hidden", "false");
  });

  it("lists the six links, marks the current page and offers 'Book a call' by phone", () => {
    renderHeader("/about");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Home", "About", "Products", "Investors", "Lending Partners", "Career"]);
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: /Book a call/ })).toHaveAttribute("href", `tel:${site.contact.bookACallPhone}`);
  });

  it("opens the 'Under Working' dialog with the spec's texts, and closes it", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Customer login" }));
    const dialog = await screen.findByRole("dialog", { name: "Under Working" });
    expect(dialog).toHaveTextContent("This section is currently under development.");
    expect(dialog).toHaveTextContent("Please check back soon!");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Under Working" })).toBeNull();
  });
});

describe("mobile drawer", () => {
  it("opens from the menu button, is 300px wide, and closes on Escape", async () => {
    const user = userEvent.setup();
    renderHeader();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(drawer).toHaveClass("w-[300px]");
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    // The browser turns Escape on a modal dialog into a 'cancel' event.
    act(() => {
      drawer.dispatchEvent(new Event("cancel", { cancelable: true }));
    });
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it("closes when a link is followed, and the new page is current", async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(drawer).getByRole("link", { name: "Career" }));
    expect(router.state.location.pathname).toBe("/career");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("keeps keyboard focus inside while open (Tab and Shift+Tab wrap)", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    const close = within(drawer).getByRole("button", { name: "Close menu" });
    const last = within(drawer).getByRole("link", { name: /Book a call/ });
    last.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });
});
