import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";
import { extractZip } from "./support/zip.ts";

const stamp = () => Date.now().toString(36).slice(-6);

test("a member downloads all their data and opens the readable page offline", async ({ browser, request }) => {
  const { page, email } = await newMemberPage(browser, request, "Meera Iyer");
  await page.goto("/feed");
  await completeProfile(page, `meera_${stamp()}`);
  const text = `Tea on the balcony <b>before</b> work & a quiet mind ${stamp()}`;
  await page.getByRole("button", { name: "Share your thoughts..." }).click();
  const compose = page.getByRole("dialog", { name: "Create post" });
  await compose.getByLabel("Post text").fill(text);
  await compose.getByRole("button", { name: "Post" }).click();
  await expect(compose).toBeHidden();

  await page.goto("/settings#download");
  const section = page.getByRole("region", { name: "Download my data" });
  await section.getByRole("button", { name: "Download my data" }).click();
  // Progress shows while it builds (it may already be done on a fast machine), then the link.
  const link = section.getByRole("link", { name: /^Download my data \(zip/ });
  await expect(link.or(section.getByRole("progressbar"))).toBeVisible();
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText(/The link works for you only, until/)).toBeVisible();

  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
    text: string;
  }[];
  const mail = outbox.find((m) => m.subject === "Your Saathi data is ready to download");
  expect(mail?.text).toContain("/settings#download");

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^saathi-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const dir = mkdtempSync(path.join(os.tmpdir(), "saathi-export-"));
  const zipPath = path.join(dir, "export.zip");
  await download.saveAs(zipPath);
  const names = await extractZip(zipPath, path.join(dir, "unzipped"));
  expect(names).toEqual(expect.arrayContaining(["index.html", "posts.json", "profile.json", "chats.json"]));

  // The page opens from disk with no server: the post (escaped, so shown as written) and the name.
  const offline = await page.context().newPage();
  await offline.goto(pathToFileURL(path.join(dir, "unzipped", "index.html")).href);
  await expect(offline.getByRole("heading", { name: "Your Saathi data" })).toBeVisible();
  await expect(offline.getByText("Meera Iyer").first()).toBeVisible();
  await expect(offline.getByText(text)).toBeVisible();
  await expect(offline.getByText(/Mood check-ins are kept only in the browser/).first()).toBeVisible();
});
