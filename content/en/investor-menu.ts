// Labels of the investor mega-menu's own controls. Kept apart from the menu's
// items (content/investor-menu.ts) because these are on every page, while the
// items load only when the menu first opens.
export const investorMenuCopy = {
  /** Accessible name of the button that opens the menu next to the Investors link. */
  toggle: "Investor pages",
};
