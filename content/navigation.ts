// Main menu, in the order of the specification.
export const mainNav = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Products", to: "/product" },
  { label: "Investors", to: "/investors" },
  { label: "Lending Partners", to: "/lending-partners" },
  { label: "Career", to: "/career" },
] as const;

export const headerActions = {
  bookACall: "Book a call",
  // The customer portal is not built yet; the button opens the 'Under Working' notice.
  customerLogin: "Customer login",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  skipToContent: "Skip to main content",
  scrollToTop: "Scroll to top",
};
