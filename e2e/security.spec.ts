import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { ORIGIN } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

test("'Sign out everywhere else' on one device signs the other one out", async ({ browser, request }) => {
  const home = await newMemberPage(browser, request, "Ira Menon");
  await home.page.setViewportSize({ width: 360, height: 780 });
  await home.page.goto("/feed");
  await completeProfile(home.page, `ira_${Date.now().toString(36).slice(-6)}`);

  // The same member on a second device.
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
  const signIn = await phone.request.post("/api/auth/sign-in/email", {
    data: { email: home.email, password: "calm-sea-42" },
    headers: { origin: ORIGIN },
  });
  expect(signIn.ok()).toBe(true);
  await phone.goto("/settings#security");
  await expect(phone.getByRole("heading", { name: "Security" })).toBeVisible();

  await home.page.goto("/settings#security");
  const section = home.page.getByRole("region", { name: "Security" });
  const devices = section.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("This device")).toHaveCount(1);
  await expectNoSeriousA11yIssues(home.page);

  await section.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(section.getByText("You are signed in on this device only.")).toBeVisible();

  // The other device's session is gone: /settings sends it away, and the server knows it no more.
  await phone.reload();
  await expect(phone).not.toHaveURL(/\/settings/);
  await expect(phone.getByRole("heading", { name: "Security" })).toHaveCount(0);
  expect((await (await phone.request.get("/api/me")).json()).user).toBeNull();
});
