// The signed-in screens to scan, read from the app's own route table (apps/web/src/app/routes.ts), so
// that a screen added there is scanned too (or the journey fails until it says how to open it).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type Browser, type BrowserContext, expect } from "@playwright/test";
import { ORIGIN } from "./outbox.ts";

const ROUTES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/src/app/routes.ts");

/** `[path, title]` pairs of one exported table of routes.ts (MEMBER_SCREENS or EXPERT_SCREENS). */
export function screensOf(table: "MEMBER_SCREENS" | "EXPERT_SCREENS"): [path: string, title: string][] {
  const source = readFileSync(ROUTES_FILE, "utf8");
  const start = source.indexOf(`export const ${table}`);
  expect(start, `${table} in routes.ts`).toBeGreaterThanOrEqual(0);
  const body = source.slice(start, source.indexOf("];", start));
  const pairs = [...body.matchAll(/\["([^"]+)",\s*"([^"]+)"\]/g)].map((m) => [m[1], m[2]] as [string, string]);
  expect(pairs.length, `routes read from ${table}`).toBeGreaterThan(2);
  return pairs;
}

/** Concrete values for the route parameters of the demo content (README's demo logins). */
export interface DemoParams {
  memberHandle: string;
  expertHandle: string;
  courseId: string;
}

/** The address to open for a route pattern; throws for a parameter nobody taught it. */
export function concretePath(pattern: string, p: DemoParams): string {
  const samples: Record<string, string> = {
    "/profile/:handle": `/profile/@${p.memberHandle}`,
    "/expert/:handle": `/expert/@${p.expertHandle}`,
    "/expert/booking": `/expert/booking?expert=${encodeURIComponent(p.expertHandle)}`,
    "/wellness/wellnessList/:courseId": `/wellness/wellnessList/${p.courseId}`,
    "/wellness/yogaList/:id": "/wellness/yogaList/1",
  };
  const concrete = samples[pattern] ?? pattern;
  if (concrete.includes(":")) throw new Error(`a11y journey: add a sample address for ${pattern} in a11y-routes.ts`);
  return concrete;
}

/** A context signed in as a demo account (password saathi123) through the API, phone-sized. */
export async function demoContext(
  browser: Browser,
  email: string,
  viewport = { width: 360, height: 740 },
): Promise<BrowserContext> {
  const phone = viewport.width < 768;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: "saathi123" },
    headers: { origin: ORIGIN },
  });
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBe(true);
  return context;
}

/** A paid session of the demo member with the demo expert, so booking screens have cards and buttons. */
export async function ensureDemoSession(request: APIRequestContext, memberEmail: string, expertEmail: string) {
  const res = await request.post("/api/dev/practice-session", {
    data: { memberEmail, expertEmail, startsInMinutes: 180 },
    headers: { origin: ORIGIN },
  });
  // 409: an earlier journey of this run already booked that hour; the screens have a card either way.
  expect([200, 201, 409], `practice session: ${res.status()}`).toContain(res.status());
}
