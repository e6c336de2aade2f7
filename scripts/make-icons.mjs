// Draws the app's PNG icons from the heart of public/favicon.svg (installable app).
// Run once after changing the logo: node scripts/make-icons.mjs (Chromium draws them; the PNGs are committed).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const out = path.resolve(import.meta.dirname, "../apps/web/public/icons");
const HEART = "M32 48s-14-8.5-14-19a8 8 0 0 1 14-5.3A8 8 0 0 1 46 29c0 10.5-14 19-14 19z";
const TEAL = "#0f766e";

// "any": the rounded tile of the favicon. "maskable": full bleed, the heart inside the 80% safe circle.
// "badge": the heart alone in white, which Android shows in the status bar.
const svg = {
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${TEAL}"/><path d="${HEART}" fill="#fff"/></svg>`,
  maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TEAL}"/><g transform="translate(32 34) scale(1.2) translate(-32 -34)"><path d="${HEART}" fill="#fff"/></g></svg>`,
  badge: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="14 14 36 36"><path d="${HEART}" fill="#fff"/></svg>`,
};

const ICONS = [
  ["icon-192.png", "any", 192],
  ["icon-512.png", "any", 512],
  ["maskable-512.png", "maskable", 512],
  ["apple-touch-icon-180.png", "maskable", 180],
  ["badge-96.png", "badge", 96],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  for (const [name, kind, size] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg[kind].replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    writeFileSync(path.join(out, name), await page.screenshot({ omitBackground: true, type: "png" }));
    console.log("wrote", name);
  }
} finally {
  await browser.close();
}
