// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
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
    {
      name: "Rights Issue",
      folders: [
        {
          name: "Letter of Offer",
          folders: [{ name: "Annexures", folders: [], files: [file("Annexure A")] }],
          files: [file("Letter of Offer")],
        },
      ],
      files: [],
    },
    {
      name: "Annual Report",
      folders: [
        { name: "2023-24", folders: [], files: [file("Annual Report 2023-24")] },
        { name: "2024-25", folders: [], files: [file("Annual Report 2024-25"), file("Notice of AGM 2024-25")] },
      ],
      files: [],
    },
    { name: "Intimations/Disclosures", folders: [], files: [] },
  ],
  files: [],
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/investors", element: <DocumentLibrary tree={tree} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const mainHeading = () => screen.getAllByRole("heading", { level: 2 }).find((h) => h.textContent?.endsWith(" Folders"));

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

describe("main view", () => {
  it("lists categories alphabetically and opens the first by default", () => {
    renderAt("/investors");
    const panel = screen.getByRole("complementary", { name: "Categories" });
    const names = within(panel)
      .getAllByRole("button")
      .filter((b) => !b.getAttribute("aria-label")?.startsWith("Copy link"))
      .map((b) => b.textContent);
    expect(names).toEqual(["Annual Report", "Intimations/Disclosures", "Rights Issue"]);
    expect(within(panel).getByRole("button", { name: "Annual Report" })).toHaveAttribute("aria-current", "true");
    expect(mainHeading()).toHaveTextContent("Annual Report Folders");
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    // Newest year first, with nested counts.
    const cards = screen.getAllByRole("button", { name: /^20\d\d-\d\d/ });
    expect(cards.map((c) => c.textContent)).toEqual(["2024-250 folders, 2 documents", "2023-240 folders, 1 document"]);
  });

  it("opens folders, goes Back one level at a time, and shows empty folders", async () => {
    const user = userEvent.setup();
    renderAt("/investors");
    await user.click(screen.getByRole("button", { name: "Rights Issue" }));
    expect(mainHeading()).toHaveTextContent("Rights Issue Folders");
    expect(screen.getByText("1 folder, 2 documents")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Letter of Offer/ }));
    expect(mainHeading()).toHaveTextContent("Letter of Offer Folders");
    expect(mainHeading()).toHaveFocus();
    expect(screen.getByRole("link", { name: /^Preview Letter of Offer/ })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: /^Download Letter of Offer/ })).toHaveAttribute(
      "href",
      "/Images/Icons/Documents/Letter%20of%20Offer.pdf?download=1",
    );
    expect(screen.getByText("PDF · 2.0 KB")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Annexures/ }));
    expect(mainHeading()).toHaveTextContent("Annexures Folders");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(mainHeading()).toHaveTextContent("Letter of Offer Folders");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(mainHeading()).toHaveTextContent("Rights Issue Folders");
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Intimations/Disclosures" }));
    expect(screen.getByText("No documents found in this folder.")).toBeInTheDocument();
  });

  it("picks a category from the 'Select Category' dialog and closes it", async () => {
    const user = userEvent.setup();
    renderAt("/investors");
    await user.click(screen.getByRole("button", { name: "Select Category" }));
    const dialog = screen.getByRole("dialog", { name: "Select Category" });
    await user.click(within(dialog).getByRole("button", { name: "Rights Issue" }));
    expect(screen.queryByRole("dialog", { name: "Select Category" })).toBeNull();
    expect(mainHeading()).toHaveTextContent("Rights Issue Folders");
  });

  it("searches folder and document names and opens a result in place", async () => {
    const user = userEvent.setup();
    renderAt("/investors");
    await user.type(screen.getByRole("searchbox", { name: "Search documents" }), "annex");
    expect(screen.getByText(`2 matches for "annex"`)).toBeInTheDocument();
    expect(screen.getAllByText("Rights Issue / Letter of Offer / Annexures").length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: /^Open folder Rights Issue/ }));
    expect(mainHeading()).toHaveTextContent("Annexures Folders");
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });
});

describe("deep link dialog", () => {
  it("opens at the linked folder, goes deeper, never Backs above it, and closes with a replace", async () => {
    const user = userEvent.setup();
    const router = renderAt("/investors?modalPath=Rights%20Issue%2FLetter%20of%20Offer");
    const dialog = await screen.findByRole("dialog", { name: "Rights Issue / Letter of Offer" });
    expect(within(dialog).queryByRole("button", { name: "Back" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: /^Annexures/ }));
    expect(screen.getByRole("dialog", { name: "Rights Issue / Letter of Offer / Annexures" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).queryByRole("button", { name: "Back" })).toBeNull();
    // The mask does not close it.
    await user.click(dialog);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("opens a folder whose name holds a slash, from an escaped or a legacy link", async () => {
    renderAt("/investors?modalPath=Intimations%252FDisclosures");
    const dialog = await screen.findByRole("dialog", { name: "Intimations/Disclosures" });
    expect(within(dialog).getByText("No documents found in this folder.")).toBeInTheDocument();
  });

  it.each(["Nope", "<img src=x onerror=alert(1)>", "../../etc/passwd", "x".repeat(5000), "Annual Report//2024-25"])(
    "shows 'Folder not found.' as plain text for %j",
    async (value) => {
      renderAt(`/investors?modalPath=${encodeURIComponent(value)}`);
      const dialog = await screen.findByRole("dialog", { name: "Folder not found." });
      expect(within(dialog).getAllByText("Folder not found.")).toHaveLength(2);
      expect(document.querySelector("img")).toBeNull();
      expect(dialog.textContent).not.toContain(value.slice(0, 20));
    },
  );
});

describe("copy link", () => {
  it("writes origin + path + encoded modalPath and confirms for 1.5 s", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderAt("/investors");
    const panel = screen.getByRole("complementary", { name: "Categories" });
    await user.click(within(panel).getByRole("button", { name: "Copy link to this category: Intimations/Disclosures" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}?modalPath=Intimations%252FDisclosures`);
    expect(screen.getByRole("status")).toHaveTextContent("Link copied to clipboard!");
    await waitFor(() => expect(screen.getByRole("status")).toBeEmptyDOMElement(), { timeout: 2500 });

    await user.click(screen.getByRole("button", { name: "Copy link to this folder: 2024-25" }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/\?modalPath=Annual%20Report%2F2024-25$/));
  });

  it("says so when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderAt("/investors");
    await user.click(screen.getByRole("button", { name: "Copy link to this folder: 2023-24" }));
    expect(await screen.findByText("Failed to copy link. Please copy manually.")).toBeInTheDocument();
  });

  it("copies from inside the deep-link dialog and shows the message there", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderAt("/investors?modalPath=Annual%20Report");
    const dialog = await screen.findByRole("dialog", { name: "Annual Report" });
    await user.click(within(dialog).getByRole("button", { name: "Copy link to this folder: 2024-25" }));
    await act(async () => {});
    expect(within(dialog).getByRole("status")).toHaveTextContent("Link copied to clipboard!");
  });
});

describe("documents published since the build", () => {
  const published = {
    folder: ["Intimations/Disclosures", "2025-26"],
    name: "Board Outcome Nov 2026",
    title: "Outcome of Board Meeting",
    url: "/Images/Icons/Documents/Intimations%252FDisclosures/2025-26/Board%20Outcome%20Nov%202026.pdf",
    size: 4096,
    type: "PDF",
    disclosureDate: "2026-11-14",
    publishedAt: "2026-11-25T08:35:00.000Z",
  };

  it("join the library after hydration: folder, counts, search, deep link and What's new with the time in IST", async () => {
    const inside = {
      url: published.url,
      folder: published.folder,
      name: published.name,
      title: published.title,
      snippet: "…declared an interim dividend for the board outcome…",
    };
    const fetchLive = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (input) =>
        String(input).startsWith("/api/documents/search?q=board%20outcome")
          ? new Response(JSON.stringify({ hits: [inside] }))
          : new Response(JSON.stringify({ documents: [published] })),
      );
    try {
      renderAt(`/investors?modalPath=${encodeURIComponent("Intimations%2FDisclosures/2025-26")}`);
      expect(fetchLive).toHaveBeenCalledWith("/api/documents/live", expect.anything());
      const news = await screen.findByRole("region", { name: "What's new" });
      expect(within(news).getByRole("link", { name: "Outcome of Board Meeting" })).toHaveAttribute("href", published.url);
      expect(within(news).getByText("Published 25 Nov 2026, 2:05 pm IST")).toBeInTheDocument();
      // The link pointed at a folder only the published document makes.
      const dialog = await screen.findByRole("dialog");
      expect(within(dialog).getAllByText("Board Outcome Nov 2026").length).toBeGreaterThan(0);
      await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
      await userEvent.type(screen.getByRole("searchbox", { name: "Search documents" }), "board outcome");
      expect(await screen.findByText('1 match for "board outcome"')).toBeInTheDocument();
      // And inside the published documents' text (asked of the server after a pause in typing).
      const found = await screen.findByRole("region", { name: "Found inside documents" });
      expect(within(found).getByText(inside.snippet)).toBeInTheDocument();
      expect(within(found).getByRole("link", { name: /^Outcome of Board Meeting/ })).toHaveAttribute("href", published.url);
    } finally {
      fetchLive.mockRestore();
    }
  });
});
