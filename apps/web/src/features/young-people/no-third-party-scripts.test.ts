// No tracking for minors (DPDP Rules 2025, Rule 10; decision 038): no analytics and no third-party
// script on any page. The one script Saathi loads from another origin is Razorpay's checkout, and only
// when a payment starts (a minor cannot book or pay); the page itself and every other module load
// only from Saathi's own origin. The e2e journey (e2e/young-people.spec.ts) checks every request a
// teen's pages make stays on Saathi's origin.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const web = path.resolve(__dirname, "../../..");
const src = path.join(web, "src");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("no third-party scripts", () => {
  it("index.html loads only Saathi's own module, no external script or tag manager", () => {
    const html = readFileSync(path.join(web, "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).not.toMatch(/src="(https?:)?\/\//);
  });

  it("only the payment checkout creates a script element, and no file names an analytics service", () => {
    const files = filesUnder(src);
    expect(files.length).toBeGreaterThan(300);
    const creators = files.filter((f) => /createElement\(\s*["']script["']\s*\)/.test(readFileSync(f, "utf8")));
    expect(creators.map((f) => path.relative(src, f))).toEqual(["lib/payments/razorpay-checkout.ts"]);
    const trackers = /google-analytics|googletagmanager|gtag\(|mixpanel|segment\.com|hotjar|facebook\.net|clarity\.ms/;
    expect(files.filter((f) => trackers.test(readFileSync(f, "utf8"))).map((f) => path.relative(src, f))).toEqual([]);
  });
});
