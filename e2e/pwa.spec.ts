// The installable app: the manifest and icons, Chrome's own installability checks, the
// service worker taking charge after the first load, and the shell opening from it with no network.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ORIGIN } from "./support/outbox.ts";
import { type Browser, chromium, expect, test } from "./support/test.ts";

/** A demo member on a 360 px phone, with service workers allowed (the config blocks them elsewhere). */
async function memberWithWorker(browser: Browser) {
  const context = await browser.newContext({
    serviceWorkers: "allow",
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email: "meera@saathi.demo", password: "saathi123" },
    headers: { origin: ORIGIN },
  });
  expect(res.ok()).toBe(true);
  return context;
}

test("the manifest and its icons are served, the worker takes charge, and the shell opens offline", async ({
  browser,
}) => {
  // A worker precaching the shell on a busy two-core machine takes a while.
  test.setTimeout(120_000);
  const context = await memberWithWorker(browser);
  const page = await context.newPage();
  await page.goto("/feed");
  await expect(page.getByRole("article").first()).toBeVisible();

  // The manifest is linked, served as a manifest, and every icon it names is a real PNG of its size.
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifestRes = await page.request.get(href ?? "");
  expect(manifestRes.headers()["content-type"]).toMatch(/manifest\+json|application\/json/);
  const manifest = (await manifestRes.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Saathi", start_url: "/feed", display: "standalone" });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    const [w, h] = icon.sizes.split("x").map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([w, h]);
  }

  // The worker is registered after the first load and takes charge of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${ORIGIN}/`);

  // The shell (and its code) opens from the phone with no network at all: another page of the app.
  await context.setOffline(true);
  await page.goto("/wellness");
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await expect(page.getByText("Saathi could not load")).toHaveCount(0);
  await context.setOffline(false);
  await context.close();
});

test("Chrome finds Saathi installable, and the install offer comes on a later day, not the first", async ({
  browserName,
}, testInfo) => {
  // A persistent profile, a worker precaching the shell and three reloads on a busy two-core machine.
  test.setTimeout(120_000);
  // Installability is not judged in incognito contexts, so this one is a real profile on disk.
  const profile = mkdtempSync(path.join(os.tmpdir(), "saathi-pwa-"));
  const launch = testInfo.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...launch,
    args: [...(launch.args ?? []), "--bypass-app-banner-engagement-checks"],
    baseURL: ORIGIN,
    serviceWorkers: "allow",
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    expect(browserName).toBe("chromium");
    const res = await context.request.post("/api/auth/sign-in/email", {
      data: { email: "meera@saathi.demo", password: "saathi123" },
      headers: { origin: ORIGIN },
    });
    expect(res.ok()).toBe(true);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/feed");
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    // Chrome's own installability checks (what Lighthouse's installable audit used): no errors.
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((e) => e.errorId);
      })
      .toEqual([]);

    // First day: no offer, even though Chrome could install.
    await page.reload();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Install Saathi" })).toHaveCount(0);

    // Coming back on another day: the offer shows; "Not now" puts it away and it stays away.
    await page.evaluate(() => localStorage.setItem("saathi.install.visitDays", "2020-01-01"));
    await page.reload();
    const offer = page.getByRole("region", { name: "Install Saathi" });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("button", { name: "Install app" })).toBeVisible();
    await offer.getByRole("button", { name: "Not now" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Install Saathi" })).toHaveCount(0);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("signing out forgets the offline copies on this device", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await memberWithWorker(browser);
  const page = await context.newPage();
  await page.goto("/feed");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  // A visit through the worker keeps the member's feed for offline reading.
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("saathi-offline-v1")).keys()).length))
    .toBeGreaterThan(0);

  // On a phone, Log Out lives in the side menu.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // Nothing of the member is left: no feed, chats or bookings; at most the signed-out "who am I".
  const kept = await page.evaluate(async () => {
    const cache = await caches.open("saathi-offline-v1");
    const out: string[] = [];
    for (const request of await cache.keys()) {
      const body = await (await cache.match(request))?.text();
      out.push(`${new URL(request.url).pathname} ${body?.includes("meera") ? "meera" : ""}`.trim());
    }
    return out;
  });
  expect(kept.filter((k) => !/^\/api\/(me|config)$/.test(k))).toEqual([]);
  await context.close();
});
