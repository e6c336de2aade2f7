import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow, guardPageErrors } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

const stamp = () => Date.now().toString(36).slice(-6);

test("a member takes messages from buddies only, and a stranger is told kindly", async ({ browser, request }) => {
  const meera = await newMemberPage(browser, request, "Meera Kapoor");
  const kabir = await newMemberPage(browser, request, "Kabir Rao");
  const meeraName = `meera_${stamp()}`;
  await meera.page.goto("/feed");
  await completeProfile(meera.page, meeraName);
  await kabir.page.goto("/feed");
  await completeProfile(kabir.page, `kabir_${stamp()}`);

  // Meera opens Settings on a small phone and chooses 'Buddies only'.
  guardPageErrors(meera.page);
  await meera.page.setViewportSize({ width: 360, height: 780 });
  await meera.page.goto("/settings#privacy");
  const privacy = meera.page.getByRole("region", { name: "Profile and privacy" });
  const buddies = privacy.getByRole("radio", { name: "Buddies only" });
  await expect(privacy.getByRole("radio", { name: "Everyone" })).toBeChecked();
  const saved = meera.page.waitForResponse(
    (r) => r.url().endsWith("/api/settings/privacy") && r.request().method() === "PUT",
  );
  await buddies.check();
  expect((await saved).ok()).toBe(true);
  await expect(meera.page.getByRole("table", { name: "Notifications by kind and channel" })).toBeVisible();
  await expectNoHorizontalOverflow(meera.page, "/settings at 360 px");
  await expectNoSeriousA11yIssues(meera.page);
  await meera.page.reload();
  await expect(meera.page.getByRole("radio", { name: "Buddies only" })).toBeChecked();

  // Kabir, a stranger, tries to write to her and is told why, in words.
  await kabir.page.goto(`/profile/@${meeraName}`);
  await kabir.page.getByRole("button", { name: "Chat", exact: true }).click();
  const pane = kabir.page.getByRole("region", { name: "Chat with Meera Kapoor" });
  await pane.getByLabel("Message").fill("Hello Meera!");
  await pane.getByLabel("Message").press("Enter");
  await expect(pane.getByRole("alert")).toHaveText("Meera Kapoor only receives messages from buddies.");
  // What he wrote is kept in the box, not lost.
  await expect(pane.getByLabel("Message")).toHaveValue("Hello Meera!");
});
