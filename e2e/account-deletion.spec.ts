// Delete my account: A chats with B, reads the plan and deletes with the password; time is
// moved past the 7-day grace (dev sweep), then B's chat shows 'Deleted member' without A's words, and
// A can no longer sign in.

import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { ORIGIN } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

test("a member deletes their account; after the grace the other side sees 'Deleted member' and sign-in fails", async ({
  browser,
  request,
}) => {
  const a = await newMemberPage(browser, request, "Ira Deshmukh");
  const b = await newMemberPage(browser, request, "Kabir Menon");
  await a.page.goto("/feed");
  await completeProfile(a.page, `ira_${stamp()}`);
  await b.page.goto("/feed");
  await completeProfile(b.page, `kabir_${stamp()}`);
  const bId = ((await (await b.page.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
  const sent = await a.page.request.post("/api/chat/messages", {
    data: { receiverId: bId, message: "Ira's secret words", clientId: `temp-${stamp()}` },
    headers: { origin: ORIGIN },
  });
  expect(sent.ok()).toBe(true);

  // The plan comes first, then the password confirms.
  await a.page.setViewportSize({ width: 360, height: 780 });
  await a.page.goto("/settings#delete");
  await a.page.getByRole("link", { name: "See what deleting my account does" }).click();
  await expect(a.page.getByRole("heading", { name: "What Saathi must keep" })).toBeVisible();
  await expect(a.page.getByText("You have no upcoming sessions.")).toBeVisible();
  await expectNoSeriousA11yIssues(a.page);
  await expectNoHorizontalOverflow(a.page);
  await a.page.getByLabel("Password").fill("calm-sea-42");
  await a.page.getByRole("button", { name: "Delete my account" }).click();
  await expect(a.page.getByRole("region", { name: "Account deletion" })).toContainText(
    "Your account will be deleted on",
  );
  await expect(a.page.getByRole("button", { name: "Keep my account", exact: true })).toBeVisible();

  // Eight days later (moved, not waited for), the sweep erases the account.
  const sweep = await request.post("/api/dev/erasure-sweep", {
    data: { asOf: new Date(Date.now() + 8 * 86_400_000).toISOString() },
    headers: { origin: ORIGIN },
  });
  expect(((await sweep.json()) as { erased: number }).erased).toBeGreaterThanOrEqual(1);

  await b.page.goto("/chat");
  await expect(b.page.getByText("Deleted member").first()).toBeVisible();
  await expect(b.page.getByText("Ira's secret words")).toHaveCount(0);
  await expect(b.page.getByText("Ira Deshmukh")).toHaveCount(0);
  await b.page
    .getByRole("button", { name: /Deleted member/ })
    .first()
    .click();
  await expect(b.page.getByText("This message was removed").first()).toBeVisible();

  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto("/auth");
  await fresh.getByLabel("Email").fill(a.email);
  await fresh.getByLabel("Password").fill("calm-sea-42");
  await fresh.getByRole("button", { name: "Login", exact: true }).click();
  await expect(fresh.getByText("Invalid email or password")).toBeVisible();
});
