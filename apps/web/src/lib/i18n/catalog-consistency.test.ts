// @vitest-environment node
// Each language's catalogs are merged into one table in the browser (lib/i18n/catalog-LOCALE.ts, and
// the console's on top), so one English text must have one translation across them: otherwise the
// catalog loaded last would silently decide. Where a word needs two translations (a noun and a verb),
// the code gives one of them a context (msg({ message, context })), which makes it a different message.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../../..");
const catalogs = (dir: string, locale: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : catalogs(full, locale);
    return e.name === `${locale}.po` && full.includes(`${path.sep}locales${path.sep}`) ? [full] : [];
  });

describe("one translation per message across the catalogs loaded together", () => {
  it("has no English text translated two ways in Hindi", async () => {
    const files = [
      ...catalogs(path.join(root, "apps/web/src"), "hi"),
      path.join(root, "packages/contract/src/locales/hi.po"),
    ];
    expect(files.length).toBeGreaterThan(10);
    const po = formatter({ lineNumbers: false, origins: false });
    const seen = new Map<string, Map<string, string>>();
    for (const file of files) {
      const parsed = (await po.parse(readFileSync(file, "utf8"), {
        locale: "hi",
        sourceLocale: "en",
        filename: file,
      })) as Record<string, { translation?: string }>;
      for (const [id, entry] of Object.entries(parsed)) {
        if (!entry.translation) continue;
        const byFile = seen.get(id) ?? new Map<string, string>();
        byFile.set(path.relative(root, file), entry.translation);
        seen.set(id, byFile);
      }
    }
    const conflicts = [...seen.entries()]
      .filter(([, byFile]) => new Set(byFile.values()).size > 1)
      .map(([id, byFile]) => `${id}: ${[...byFile.entries()].map(([f, t]) => `${f} → ${t}`).join(" | ")}`);
    expect(conflicts).toEqual([]);
  });
});
