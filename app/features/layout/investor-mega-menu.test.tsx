// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { expect, it, vi } from "vitest";
import { InvestorMegaMenu, MEGA_MENU_HIDE_MS } from "./investor-mega-menu";

function setup() {
  const onUnavailable = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <nav>
            <InvestorMegaMenu onUnavailable={onUnavailable}>
              <Link to="/investors">Investors</Link>
            </InvestorMegaMenu>
            <a href="#after">After</a>
          </nav>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { onUnavailable, router };
}

it("opens on hover and hides 0.3 s after the pointer leaves", async () => {
  setup();
  const link = screen.getByRole("link", { name: "Investors" });
  expect(screen.queryByText("Corporate Governance")).toBeNull();
  fireEvent.mouseEnter(link.parentElement!);
  // The items load on first open.
  expect(await screen.findByText("Corporate Governance")).toBeVisible();
  vi.useFakeTimers();
  try {
    fireEvent.mouseLeave(link.parentElement!);
    act(() => vi.advanceTimersByTime(MEGA_MENU_HIDE_MS - 50));
    expect(screen.getByText("Corporate Governance")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText("Corporate Governance")).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

it("opens on keyboard focus, links folders to the library, toggles groups independently, and closes on Escape", async () => {
  const user = userEvent.setup();
  const { onUnavailable } = setup();
  await user.tab();
  expect(screen.getByRole("link", { name: "Investors" })).toHaveFocus();
  expect(await screen.findByText("Financial Information")).toBeVisible();
  expect(screen.getByRole("link", { name: "Annual Reports" })).toHaveAttribute("href", "/investors?modalPath=Annual%20Report");

  const results = screen.getByRole("button", { name: "Financial Results" });
  const dividend = screen.getByRole("button", { name: "Dividend" });
  await user.click(results);
  expect(results).toHaveAttribute("aria-expanded", "true");
  expect(dividend).toHaveAttribute("aria-expanded", "false");
  await user.click(dividend);
  expect(results).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("link", { name: "Quarterly Results" })).toHaveAttribute("href", "/investors?modalPath=Financial%20Result");

  await user.click(screen.getByRole("button", { name: "Dividend History" }));
  expect(onUnavailable).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole("button", { name: "Investor pages" }));
  expect(await screen.findByText("Financial Information")).toBeVisible();
  await user.keyboard("{Escape}");
  expect(screen.getByRole("button", { name: "Investor pages" })).toHaveFocus();
  expect(screen.queryByText("Financial Information")).toBeNull();
});
