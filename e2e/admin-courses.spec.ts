import path from "node:path";
import { signInAsAdmin } from "./support/admin.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { completeProfile, newMemberPage } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

// An admin adds a free course on a phone: module, lesson, an audio file uploaded into private storage,
// publish; a member finds it in the catalogue. Unpublishing hides it again.

const AUDIO = path.join(import.meta.dirname, "../apps/server/demo-media/courses/calm-body-scan.mp3");

test("an admin builds and publishes a course that members then see", async ({ page, browser, request }) => {
  const name = `Evening Calm ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto("/admin/courses");
  await page.getByRole("button", { name: "New course" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Description").fill("Ten quiet minutes before sleep.");
  await page.getByLabel("Category").fill("Sleep");
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/Draft: members cannot see it/)).toBeVisible();

  await page.getByLabel("New module title").fill("Wind down");
  await page.getByRole("button", { name: "Add module" }).click();
  const module = page.getByRole("region", { name: "Module 1: Wind down" });
  await module.getByLabel("New lesson name").fill("Body scan");
  await module.getByRole("button", { name: "Add lesson" }).click();
  await expect(module.getByLabel("Lesson 1 name")).toHaveValue("Body scan");
  await module.getByLabel("Upload media").setInputFiles(AUDIO);
  await expect(module.getByText("calm-body-scan.mp3 uploaded.")).toBeVisible();
  await expect(module.getByText("Has audio.")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yIssues(page);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/^Published/)).toBeVisible();

  const { page: memberPage } = await newMemberPage(browser, request, "Course Finder");
  await memberPage.goto("/wellness");
  await completeProfile(memberPage, `finder_${Date.now().toString(36)}`);
  await memberPage.goto("/wellness/wellnessList");
  await expect(memberPage.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText(/Draft: members cannot see it/)).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole("link", { name: /Calm Foundations/ }).first()).toBeVisible();
  await expect(memberPage.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
});
