// The Hindi journey finds things by their Hindi names, read from the same catalogs the app is built
// from: hi("Sign Up") is the Hindi of that English message. A message missing from every Hindi
// catalog fails the test at once, so the journey also proves the translation exists.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");
const CATALOG_ROOTS = ["apps/web/src", "packages/contract/src"];

function hiCatalogs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : hiCatalogs(full);
    return e.name === "hi.po" ? [full] : [];
  });
}

const unquote = (s: string) => JSON.parse(s) as string;

/** msgid → msgstr of every Hindi catalog (PO strings are JSON-compatible quoted strings). */
function load(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of CATALOG_ROOTS.flatMap((r) => hiCatalogs(path.join(root, r)))) {
    let id: string | null = null;
    let str: string | null = null;
    let into: "id" | "str" | null = null;
    const flush = () => {
      if (id && str && !map.has(id)) map.set(id, str);
      id = str = into = null;
    };
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (line.startsWith("msgid ")) {
        flush();
        id = unquote(line.slice(6));
        into = "id";
      } else if (line.startsWith("msgstr ")) {
        str = unquote(line.slice(7));
        into = "str";
      } else if (line.startsWith('"') && into) {
        if (into === "id") id = (id ?? "") + unquote(line);
        else str = (str ?? "") + unquote(line);
      } else if (!line.trim()) flush();
    }
    flush();
  }
  return map;
}

let catalog: Map<string, string> | null = null;

/** The Hindi of an English message, exactly as the app shows it. */
export function hi(english: string): string {
  catalog ??= load();
  const text = catalog.get(english);
  if (!text) throw new Error(`no Hindi translation for "${english}" in any hi.po`);
  return text;
}

export const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Hindi labels fit their controls at 360 px: no button, tab, chip or link-button whose text is wider
 * or taller than its box (a clipped matra shows as a taller text than the box). Returns how many were
 * checked, for the test to assert it looked at something.
 */
export async function expectHindiLabelsFit(page: Page, scope: Locator = page.locator("body")): Promise<number> {
  type El = {
    scrollWidth: number;
    clientWidth: number;
    scrollHeight: number;
    clientHeight: number;
    innerText: string;
    getClientRects(): { length: number };
  };
  const found = await scope
    .locator('button, [role="tab"], [role="button"], a[class*="rounded"], [class*="rounded-full"]')
    .evaluateAll((els) =>
      (els as unknown as El[])
        .filter((el) => el.getClientRects().length > 0 && el.innerText.trim() !== "")
        .map((el) => {
          return {
            text: el.innerText.trim().slice(0, 40),
            wide: el.scrollWidth - el.clientWidth,
            tall: el.scrollHeight - el.clientHeight,
          };
        }),
    );
  // (Sideways overflow of the page itself is expectNoHorizontalOverflow's; carousels keep slides off-screen.)
  const clipped = found.filter((f) => f.wide > 1 || f.tall > 1);
  expect(clipped, `Hindi labels cut off at ${page.url()}`).toEqual([]);
  return found.length;
}
