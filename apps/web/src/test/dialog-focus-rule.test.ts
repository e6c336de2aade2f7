// House rule: every Radix dialog's content goes through components/ui/dialog.tsx (DialogContent,
// AlertDialogContent), which gives the focus back when a dialog opened from state closes (never to
// <body>). A plain source scan keeps a new dialog from bypassing it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");
const WRAPPER = "components/ui/dialog.tsx";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** `<Dialog.Content`, `<AlertDialog.Content` (and a renamed import's `.Content` of either). */
const RAW_CONTENT = /<(?:Alert)?Dialog\.Content\b/;

describe("dialogs", () => {
  const files = sourceFiles(SRC).map((path) => relative(SRC, path).split(sep).join("/"));

  it("the scan reads the app (a rule that reads nothing checks nothing)", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain(WRAPPER);
  });

  it("no dialog renders Radix's Content directly: DialogContent / AlertDialogContent from components/ui/dialog.tsx", () => {
    const raw = files.filter((f) => f !== WRAPPER && RAW_CONTENT.test(readFileSync(join(SRC, f), "utf8")));
    expect(raw).toEqual([]);
  });
});
