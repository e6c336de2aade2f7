// A member writes their safety plan on a 360 px phone, step by step, and names a trusted
// contact; then, with no network, opens the plan again and reads every line (the service worker kept
// it; the config blocks workers, so this journey allows them, as e2e/offline.spec.ts does).

import { ORIGIN } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

const PHONE = { width: 360, height: 740 };

test("a member writes their safety plan and reads it offline", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const context = await browser.newContext({
    serviceWorkers: "allow",
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email: "meera@saathi.demo", password: "saathi123" },
    headers: { origin: ORIGIN },
  });
  expect(signIn.ok()).toBe(true);
  const page = await context.newPage();

  await page.goto("/safety-plan");
  // The first load of the app on a busy machine (2 cores, load 8-11) can take longer than one expect.
  await expect(page.getByRole("heading", { name: "My safety plan", level: 1 })).toBeVisible({ timeout: 30_000 });
  if (await page.getByRole("button", { name: "Edit my plan" }).isVisible()) {
    await page.getByRole("button", { name: "Edit my plan" }).click();
  }

  // Six steps, one at a time, saved as she goes.
  const lines = {
    "My warning signs": `I stop replying to everyone ${stamp}`,
    "Things I can do on my own": `Walk to the lake with music ${stamp}`,
    "People and places that take my mind off things": null,
    "People I can ask for help": `Didi, 98xxxxxx10 ${stamp}`,
  } as const;
  for (const [title, line] of Object.entries(lines)) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    // A step may be left for later.
    if (line) await page.getByLabel(`${title}, line 1`).fill(line);
    await page.getByRole("button", { name: "Save and continue" }).click();
  }
  await expect(page.getByRole("heading", { name: "Professionals and helplines" })).toBeVisible();
  await page.getByRole("button", { name: "Tele-MANAS 14416" }).click();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { name: "Making my surroundings safer" })).toBeVisible();
  const safer = `Ask Papa to keep my tablets ${stamp}`;
  await page.getByLabel("Making my surroundings safer, line 1").fill(safer);
  await page.getByRole("button", { name: "Save my plan" }).click();
  await expect(page.getByText("Your safety plan is saved.")).toBeVisible();
  const written = Object.values(lines).filter((l) => l !== null);
  const view = page.getByTestId("safety-plan-view");
  for (const line of [...written, "Tele-MANAS 14416", safer]) await expect(view.getByText(line)).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  // Printed, the plan stands alone: no buttons, no trusted contact form, no app frame.
  await page.emulateMedia({ media: "print" });
  await expect(view.getByText(safer)).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "My trusted contact" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // A trusted contact, on the same screen.
  await page.getByLabel("Their name").fill("Ravi");
  await page.getByLabel("Their mobile number").fill("98765 43210");
  await page.getByRole("button", { name: "Save trusted contact" }).click();
  await expect(page.getByText("Your trusted contact is saved.")).toBeVisible();

  // The server has it.
  const saved = (await (await context.request.get("/api/safety-plan")).json()) as {
    plan: { steps: Record<string, string[]> };
  };
  expect(saved.plan.steps.saferSurroundings).toEqual([safer]);

  // With the worker in charge, the network goes away: the plan still opens, every line of it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await context.setOffline(true);
  await page.goto("/safety-plan");
  await expect(page.getByRole("heading", { name: "My safety plan", level: 1 })).toBeVisible();
  for (const line of [...written, "Tele-MANAS 14416", safer]) await expect(view.getByText(line)).toBeVisible();
  await expect(page.getByTestId("offline-notice").first()).toContainText("You are offline.");
  await expect(page.getByText("Ravi", { exact: true })).toBeVisible();
  // No sideways scroll on a 360 px phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  await context.setOffline(false);
  await context.close();
});
