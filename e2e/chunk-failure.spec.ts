// A tab left open across a deploy asks for chunks the server no longer has.
// Every lazily loaded control must then reload the page once (getting the
// current build) instead of replacing the page with the error page.
import { expect, type Page, test } from "@playwright/test";

/**
 * From now on every not-yet-loaded chunk answers 404, as after a deploy that
 * removed this build; once the page reloads, the "new build" is there.
 * Resolves to a function that says whether a reload happened.
 */
async function deployUnderneath(page: Page): Promise<() => boolean> {
  let reloaded = false;
  await page.route("**/assets/*.js", (route) => (reloaded ? route.continue() : route.fulfill({ status: 404, body: "gone" })));
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  return () => reloaded;
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

const errorPage = (page: Page) => page.getByRole("heading", { name: "Something went wrong" });

test.use({ reducedMotion: "reduce" });

type Control = {
  name: string;
  path: string;
  width: number;
  height?: number;
  /** What the visitor does: it needs a chunk that is gone. */
  act: (page: Page) => Promise<void>;
  /** What the same action shows once the page runs the current build. */
  shows: (page: Page) => Promise<void>;
};

const controls: Control[] = [
  {
    name: "Customer login ('Under Working')",
    path: "/",
    width: 1400,
    act: (page) => page.getByRole("button", { name: "Customer login" }).click(),
    shows: (page) => expect(page.getByRole("dialog", { name: "Under Working" })).toBeVisible(),
  },
  {
    name: "the drawer menu",
    path: "/about",
    width: 390,
    act: (page) => page.getByRole("button", { name: "Open menu" }).click(),
    shows: (page) => expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible(),
  },
  {
    name: "the investor mega-menu",
    path: "/about",
    width: 1400,
    act: (page) => page.getByRole("button", { name: "Investor pages" }).click(),
    shows: (page) => expect(page.getByRole("link", { name: "Annual Reports" }).first()).toBeVisible(),
  },
  {
    name: "Get Started (loan enquiry)",
    path: "/product",
    width: 1280,
    act: (page) => page.getByRole("button", { name: "Get Started" }).click(),
    shows: (page) =>
      expect(
        page.getByRole("dialog", { name: "Tell us what your business needs" }).getByRole("button", { name: "Send enquiry" }),
      ).toBeVisible(),
  },
  {
    name: "the newsletter sign-up",
    path: "/privacy",
    width: 1280,
    act: async (page) => {
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole("textbox", { name: "Email address" }).fill("not-an-address");
      await footer.getByRole("button", { name: "Subscribe" }).click();
    },
    shows: (page) => expect(page.getByRole("contentinfo").getByText("Please enter a valid email address")).toBeVisible(),
  },
  {
    name: "Home's below-the-fold sections",
    path: "/",
    width: 1280,
    // Short enough that the sections start below the first screen.
    height: 500,
    act: (page) => page.getByRole("heading", { name: "Whom We Serve" }).scrollIntoViewIfNeeded(),
    shows: (page) => expect(page.locator('[data-island="home-below-the-fold"]')).toHaveAttribute("data-live", ""),
  },
];

for (const c of controls) {
  test(`${c.name}: a chunk gone after a deploy reloads the page once instead of showing the error page`, async ({ page }) => {
    await page.setViewportSize({ width: c.width, height: c.height ?? 900 });
    await openHydrated(page, c.path);
    const reloaded = await deployUnderneath(page);
    await c.act(page);
    await expect.poll(reloaded, { message: "the page reloads to get the current build" }).toBe(true);
    await page.waitForLoadState("networkidle");
    await expect(errorPage(page)).toHaveCount(0);
    // The reloaded page is the current build: the same action now works.
    await c.act(page);
    await c.shows(page);
    await expect(errorPage(page)).toHaveCount(0);
  });
}
