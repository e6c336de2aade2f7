import { signInAsAdmin } from "./support/admin.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

// An admin finds a member by email, suspends them with a reason: the member is signed out at once and
// cannot sign in again; the admin reinstates them and they can.

test("an admin suspends a member, who is signed out and refused, then reinstates them", async ({
  page,
  browser,
  request,
}) => {
  const name = `Ravi Suspend${Date.now().toString(36)}`;
  const member = await newMemberPage(browser, request, name);
  await member.page.goto("/feed");
  await expect(member.page).toHaveURL(/\/feed$/);

  await signInAsAdmin(page);
  await page.goto("/admin/members");
  await page.getByLabel("Search members").fill(member.email);
  const link = page.getByRole("link", { name });
  await expect(link).toBeVisible();
  // The search settles (the list is re-read as the words are typed) before the row is opened: a click
  // on a row that is being replaced goes nowhere.
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/members\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole("button", { name: "Suspend", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Suspend ${name}?` });
  await dialog.getByLabel("Reason (sent to the member)").fill("Repeated unkind comments on other members' posts");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Suspended since/)).toBeVisible();
  await expect(page.getByText("Reason: Repeated unkind comments on other members' posts")).toBeVisible();

  // Signed out everywhere at once: the member's next request finds no session.
  const me = await member.page.request.get("/api/me");
  expect((await me.json()).user).toBeNull();
  await member.page.goto("/auth");
  await member.page.getByLabel("Email").fill(member.email);
  await member.page.getByLabel("Password").fill("calm-sea-42");
  await member.page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(member.page.getByText(/Your account is suspended\./)).toBeVisible();
  await expect(member.page).toHaveURL(/\/auth/);

  await page.getByRole("button", { name: "Reinstate" }).click();
  const back = page.getByRole("dialog", { name: `Reinstate ${name}?` });
  await back.getByLabel("Reason").fill("Apologised and agreed to the community guidelines");
  await back.getByRole("button", { name: "Reinstate" }).click();
  await expect(back).toBeHidden();
  await expect(page.getByRole("button", { name: "Suspend", exact: true })).toBeVisible();

  await member.page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(member.page).not.toHaveURL(/\/auth/);
});
