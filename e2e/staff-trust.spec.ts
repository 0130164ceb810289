// Trust in the console, end to end (docs/staff-trust.md): an administrator
// cannot invite a colleague's existing address (the console says to recover
// it instead); a new person's invitation arrives by email at the test mail
// server, never shown to the administrator; a lost passkey is replaced by a
// recovery that one administrator starts, a second approves, and the owner
// completes from the link emailed to them, on a new device. Axe on each screen.
import { type Browser, expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations as axe } from "./support";
import { addAuthenticator, consoleOrigin, invite } from "./staff-support";
import { consoleLinkIn, mailTo } from "./mail-support";

test.use({ reducedMotion: "reduce" });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
async function expectScreen(page: Page, name: string | RegExp) {
  await expect(heading(page)).toHaveText(name);
  await expect(heading(page)).toBeFocused();
  await axe(page);
}

/** A person on their own device: invited from the shell, their passkey registered; the page and its authenticator. */
async function onboard(browser: Browser, email: string, ...roles: string[]) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const device = await addAuthenticator(page);
  await page.goto(invite(email, ...roles));
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await expect(heading(page)).not.toHaveText(/Welcome/);
  return { page, device, context };
}

test("an existing address is refused an invitation; a new one's arrives by email; a lost passkey is recovered by two administrators and its owner", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}`;
  const anita = await onboard(browser, `anita.${stamp}@udyamitra.example`, "admin");
  const bala = await onboard(browser, `bala.${stamp}@udyamitra.example`, "admin");
  const chitraEmail = `chitra.${stamp}@udyamitra.example`;
  const chitra = await onboard(browser, chitraEmail, "grievance");
  await expectScreen(anita.page, "People");

  // The review's first step: an invitation for a colleague's address. Refused, saying what to do instead.
  const form = anita.page.getByRole("region", { name: "Invite a person" });
  await form.getByLabel("Email").fill(chitraEmail);
  await form.getByLabel("Name").fill("Someone Else");
  await form.getByRole("checkbox", { name: "admin", exact: true }).check();
  await form.getByRole("button", { name: "Create invitation" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    `${chitraEmail} already has an account. An invitation only makes a new account: if they lost their passkey, start a recovery for them under People (a second administrator approves it, and the link goes to them).`,
  );
  await expect(form.getByRole("textbox", { name: /Invitation link/ })).toHaveCount(0);

  // A new person: the invitation is emailed to them, and the administrator sees no link.
  const neha = `neha.${stamp}@udyamitra.example`;
  await form.getByLabel("Email").fill(neha);
  await form.getByRole("button", { name: "Create invitation" }).click();
  await expect(form.getByText(`Invitation emailed to ${neha}`)).toBeVisible();
  await expect(form.getByRole("textbox", { name: /Invitation link/ })).toHaveCount(0);
  const pending = anita.page.getByRole("region", { name: "Invitations waiting to be used" });
  await expect(pending.getByText(`<${neha}>`)).toBeVisible();
  await axe(anita.page);
  const invitation = await mailTo(neha, "Your invitation");
  expect(invitation.text).toContain("invited you to the Udyamitra Finance staff console, as admin.");
  const nehaPage = await (await browser.newContext({ reducedMotion: "reduce" })).newPage();
  await addAuthenticator(nehaPage);
  await nehaPage.goto(consoleLinkIn(invitation, "/staff/invite", consoleOrigin));
  await expect(nehaPage.getByText(neha)).toBeVisible();

  // Chitra loses her phone. Anita starts the recovery: Chitra's open session ends at once.
  await chitra.device.remove();
  await anita.page.getByRole("link", { name: /^chitra\./ }).click();
  const chitraRow = anita.page.getByRole("region", { name: /^chitra\./ });
  await chitraRow.getByRole("button", { name: /^Start recovery for/ }).click();
  await expect(anita.page.getByRole("status")).toContainText("their sessions ended");
  const recoveries = anita.page.getByRole("region", { name: "Passkey recoveries under way" });
  await expect(recoveries.getByText("waiting for another administrator's approval")).toBeVisible();
  await expect(recoveries.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
  await chitra.page.reload();
  await expectScreen(chitra.page, "Sign in");

  // Bala approves: the link goes to Chitra's address; neither administrator sees it.
  await bala.page.goto(`${consoleOrigin}/staff/people`);
  await expectScreen(bala.page, "People");
  const balaRecoveries = bala.page.getByRole("region", { name: "Passkey recoveries under way" });
  await balaRecoveries.getByRole("button", { name: /^Approve the recovery of/ }).click();
  await expect(bala.page.getByRole("status")).toHaveText(`Recovery approved: the link was emailed to ${chitraEmail}.`);
  await expect(bala.page.getByRole("textbox", { name: /Recovery link/ })).toHaveCount(0);
  await axe(bala.page);

  // Chitra, on a new device, opens the emailed link and registers a new passkey.
  const mail = await mailTo(chitraEmail, "Replace your passkey");
  const newDevice = await (await browser.newContext({ reducedMotion: "reduce" })).newPage();
  await addAuthenticator(newDevice);
  await newDevice.goto(consoleLinkIn(mail, "/staff/recover", consoleOrigin));
  await expectScreen(newDevice, "Replace your passkey");
  await expect(newDevice.getByText(chitraEmail)).toBeVisible();
  await newDevice.getByRole("button", { name: "Create your new passkey" }).click();
  await expectScreen(newDevice, "Complaints");
  // The link works once.
  await newDevice.goto(consoleLinkIn(mail, "/staff/recover", consoleOrigin));
  await expectScreen(newDevice, "Recovery link not valid");
});
