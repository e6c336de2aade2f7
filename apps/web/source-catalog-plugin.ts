// Build only: the English (source) catalogs keep just what the code cannot say by itself.
// The Lingui macros keep each message's English text in the code (descriptorFields: "message"), so
// English needs no catalog entry for a plain sentence: src/lib/i18n/i18n.ts gives Lingui a compiler
// that returns such a text as it is. What stays in en.po's compiled module: messages with placeholders,
// plurals or ICU escapes (compiled forms the code does not have). Hindi catalogs are untouched.
// This keeps the first download of an English page near what it was before translations existed.
import { readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import type { Plugin } from "vite";

const SOURCE_CATALOG = /[\\/]locales[\\/](?:shell[\\/])?en\.po$/;

type Compiled = Record<string, unknown>;

/** Ids whose compiled form is exactly their English text, so the code's own message is enough. */
async function plainIds(file: string, compiled: Compiled): Promise<Set<string>> {
  const po = formatter({ lineNumbers: false, origins: false });
  const parsed = (await po.parse(readFileSync(file, "utf8"), {
    locale: "en",
    sourceLocale: "en",
    filename: file,
  })) as Record<string, { message?: string; translation?: string }>;
  const plain = new Set<string>();
  for (const [id, value] of Object.entries(compiled)) {
    const source = parsed[id]?.message ?? parsed[id]?.translation ?? id;
    const only = Array.isArray(value) && value.length === 1 && typeof value[0] === "string" ? value[0] : null;
    if (only !== null && only === source && !/\\u[0-9a-f]{4}|\\x[0-9a-f]{2}/i.test(only)) plain.add(id);
  }
  return plain;
}

export function slimSourceCatalogs(): Plugin {
  return {
    name: "saathi:slim-source-catalogs",
    apply: "build",
    enforce: "post",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!SOURCE_CATALOG.test(file)) return null;
      // @lingui/cli compiles to `export const messages=JSON.parse("<JSON as a double-quoted string>")`.
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code);
      if (!literal?.[1])
        this.error(`${file}: the compiled catalog is not JSON.parse("…") (the Lingui plugin changed?)`);
      const compiled = JSON.parse(JSON.parse(literal[1]) as string) as Compiled;
      const plain = await plainIds(file, compiled);
      const kept = Object.fromEntries(Object.entries(compiled).filter(([k]) => !plain.has(k)));
      return { code: code.replace(literal[0], `JSON.parse(${JSON.stringify(JSON.stringify(kept))})`), map: null };
    },
  };
}
