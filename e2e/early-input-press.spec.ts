// A press before the page is live is carried out once it is: never lost, never sent twice (issue 32;
// docs/decisions/083-scripts-after-first-paint.md). The page's scripts are held back, so the press surely comes
// first; the visitor fills the form, presses its button twice, sees it marked as waiting, and nothing is sent.
// Then the scripts arrive on a slow phone (CPU 4x slower, about 400 kbit/s, 200 to 520 ms latency): the form is
// sent once, with what was typed. The forms in dialogs: their button, pressed before the page is live, opens the
// dialog once it is, and the fields are typed from the moment they appear.
import { expect, test } from "@playwright/test";
import { localizedPath } from "#shared/locales";
import { DIALOG_FORMS, fillDialog } from "./early-input-dialogs";
import { fieldsIn, isLive, latencyFor, openSlowly, pageLive, slowExpect } from "./early-input-support";
import { type Lang, type Widget, alerts, complaint, newsletter, startRun, tracker, yourData } from "./early-input-plan";

/** Every form whose fields are in the page's first HTML, on a page that has it. */
const FORMS: [string, Widget][] = [
  ["/", newsletter],
  ["/investors", alerts],
  ["/privacy/your-data", yourData],
  ["/grievance-redressal", complaint],
  ["/grievance-redressal", tracker],
];

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 150_000 });

let n = 3;
for (const lang of ["en", "hi"] as Lang[]) {
  for (const [path, w] of FORMS) {
    const url = localizedPath(lang, path);
    const latency = latencyFor(n++);
    test(`${url}: the ${w.name} form, filled and pressed twice before the page is live, is sent once with what was typed (${latency} ms)`, async ({
      page,
    }) => {
      const run = startRun(page, lang);
      await w.prepare?.(run);
      const release = await openSlowly(page, url, latency, true);
      await w.fill(run);
      const button = w.submit!(run);
      await button.click();
      await button.click();
      await expect(button).toHaveAttribute("data-held", "");
      expect(await isLive(page)).toBe(false);
      expect(run.posts.all()).toEqual([]);
      release();
      await pageLive(page);
      await w.check(run);
    });
  }

  for (const d of DIALOG_FORMS) {
    const url = localizedPath(lang, d.path);
    const latency = latencyFor(n++);
    test(`${url}: '${d.opener(lang)}' pressed before the page is live opens the ${d.name}, whose fields typed as they appear are sent once (${latency} ms)`, async ({
      page,
    }) => {
      const run = startRun(page, lang);
      const release = await openSlowly(page, url, latency, true);
      const opener = page.getByRole("button", { name: d.opener(lang), exact: true });
      await opener.click();
      await expect(opener).toHaveAttribute("data-held", "");
      release();
      const dialog = page.getByRole("dialog", { name: d.dialog(lang), exact: true });
      await fillDialog(d, dialog, run);
      expect([...new Set(run.typed)].sort()).toEqual(await fieldsIn(dialog));
      await dialog.getByRole("button", { name: d.copy(lang).submit, exact: true }).click();
      await d.sent(run);
      await slowExpect(dialog).toBeHidden();
      await pageLive(page);
    });
  }
}
