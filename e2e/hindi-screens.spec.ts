import { concretePath, type DemoParams, demoContext, ensureDemoSession, screensOf } from "./support/a11y-routes.ts";
import { expectNoSeriousA11yIssues } from "./support/axe.ts";
import { DEVANAGARI, expectHindiLabelsFit } from "./support/hindi.ts";
import { screenVisitor } from "./support/in-app.ts";
import { expectNoHorizontalOverflow } from "./support/layout.ts";
import { ORIGIN } from "./support/outbox.ts";
import { type BrowserContext, expect, type Page, test } from "./support/test.ts";

// Every signed-in screen of the route table in Hindi, at 360 px, as a demo member and a demo
// expert: lang="hi", a Devanagari heading, axe finds nothing serious, nothing scrolls sideways and no
// Hindi label is cut off in its button, tab or chip. A screen added to routes.ts is scanned too.

const MEMBER = "meera@saathi.demo";
const EXPERT = "kavya@saathi.demo";
const PARAMS: DemoParams = { memberHandle: "asha_rao", expertHandle: "dr.kavya", courseId: "" };
const EXPERT_ONLY = screensOf("EXPERT_SCREENS").filter(([p]) => p !== "/expert/onBoarding");
const SHARED = ["/chat", "/notification", "/settings"];
/** Screens whose heading is a person's name or a course's title (content, in the language it was written in). */
const NAMED = new Set(["/profile/:handle", "/expert/:handle", "/wellness/wellnessList/:courseId"]);

/** E2E_SCREENSHOTS=/some/dir keeps a picture of each Hindi screen, to look at by eye. */
const shot = (page: Page, name: string) =>
  process.env.E2E_SCREENSHOTS
    ? page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/hi-screen-${name.replace(/[^\w]+/g, "_")}.png` })
    : undefined;

async function inHindi(context: BrowserContext) {
  await context.addCookies([{ name: "saathi_lang", value: "hi", url: ORIGIN }]);
  const res = await context.request.put("/api/me/language", { data: { locale: "hi" }, headers: { origin: ORIGIN } });
  expect(res.ok(), `language of the demo account: ${res.status()}`).toBe(true);
}

/** One page per role goes from screen to screen inside the app, as a member does. */
interface Viewer {
  page: Page;
  visit: (path: string) => Promise<void>;
}

async function viewer(context: BrowserContext): Promise<Viewer> {
  const page = await context.newPage();
  return { page, visit: screenVisitor(page) };
}

async function scan({ page, visit }: Viewer, pattern: string) {
  const path = concretePath(pattern, PARAMS);
  await visit(path);
  await expect(page, `stays at ${path}`).toHaveURL((u) => u.pathname === new URL(path, "http://x").pathname);
  const heading = page.locator("main h1").first();
  // A busy machine may take a while to bring a screen's code and data in (the width sweep waits as long).
  await expect(heading, `${path} shows its heading`).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  if (!NAMED.has(pattern)) await expect(heading, `${path} heading in Hindi`).toContainText(DEVANAGARI);
  await expectNoSeriousA11yIssues(page);
  await expectNoHorizontalOverflow(page);
  await expectHindiLabelsFit(page);
  await shot(page, path);
}

test.describe("signed-in screens in Hindi at 360 px", () => {
  test.describe.configure({ mode: "serial" });
  let member: BrowserContext;
  let expert: BrowserContext;
  let memberView: Viewer;
  let expertView: Viewer;

  test.beforeAll(async ({ browser }) => {
    member = await demoContext(browser, MEMBER);
    expert = await demoContext(browser, EXPERT);
    await ensureDemoSession(member.request, MEMBER, EXPERT);
    await inHindi(member);
    await inHindi(expert);
    const list = (await (await member.request.get("/api/courses")).json()) as { courses: { id: string }[] };
    PARAMS.courseId = list.courses[0]?.id ?? "";
    expect(PARAMS.courseId, "a demo course").not.toBe("");
    memberView = await viewer(member);
    expertView = await viewer(expert);
  });
  test.afterAll(async () => {
    // The demo accounts go back to English for the journeys that follow.
    for (const c of [member, expert]) {
      await c?.request.put("/api/me/language", { data: { locale: "en" }, headers: { origin: ORIGIN } });
      await c?.close();
    }
  });

  for (const [pattern] of screensOf("MEMBER_SCREENS")) {
    test(`member: ${pattern}`, async () => scan(memberView, pattern));
  }
  for (const pattern of [...EXPERT_ONLY.map(([p]) => p), ...SHARED]) {
    test(`expert: ${pattern}`, async () => scan(expertView, pattern));
  }
});
