// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it, vi } from "vitest";
import { DocumentLibrary } from "./document-library";
import { normalizeTree, type DocumentFile } from "#shared/documents/tree";

const file = (name: string): DocumentFile => ({
  name,
  url: `/Images/Icons/Documents/${encodeURIComponent(name)}.pdf`,
  size: 2048,
  type: "PDF",
});
const tree = normalizeTree({
  name: "",
  folders: [
    { name: "Annual Report", folders: [{ name: "2024-25", folders: [], files: [file("Annual Report 2024-25")] }], files: [] },
    {
      name: "Rights Issue",
      folders: [
        { name: "Letter of Offer", folders: [], files: [file("Letter of Offer")] },
        { name: "Addendum", folders: [], files: [] },
      ],
      files: [],
    },
  ],
  files: [],
});

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

it("names categories and recurring folders in Hindi on /hi/investors, and leaves document names and other folders as they are", async () => {
  const router = createMemoryRouter([{ path: "/hi/investors", element: <DocumentLibrary tree={tree} /> }], {
    initialEntries: ["/hi/investors"],
  });
  render(<RouterProvider router={router} />);
  const panel = screen.getByRole("complementary", { name: "श्रेणियाँ" });
  const category = within(panel).getByRole("button", { name: "राइट्स इश्यू" });
  // In the page's language (no lang of its own), unlike an untranslated English name.
  expect(category).not.toHaveAttribute("lang");
  expect(within(panel).getByRole("button", { name: "वार्षिक रिपोर्ट" })).toHaveAttribute("aria-current", "true");
  await userEvent.click(category);
  expect(screen.getByRole("heading", { level: 2, name: "राइट्स इश्यू के फ़ोल्डर" })).toBeInTheDocument();
  expect(screen.getByText("लेटर ऑफ़ ऑफ़र")).toBeInTheDocument();
  // A folder name with no Hindi name stays the company's own, marked English.
  expect(screen.getByText("Addendum")).toHaveAttribute("lang", "en");
  await userEvent.click(screen.getByText("लेटर ऑफ़ ऑफ़र"));
  expect(screen.getByRole("heading", { level: 2, name: "लेटर ऑफ़ ऑफ़र के फ़ोल्डर" })).toBeInTheDocument();
  // The document keeps its own name.
  expect(screen.getAllByText("Letter of Offer").length).toBeGreaterThan(0);
});
