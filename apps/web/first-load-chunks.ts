// Build-time grouping of the signed-in app's first load into a few chunks. Left alone, the
// bundler gives every module shared by two lazy screens its own file: /feed's first load was 60-odd
// scripts, most under 2 KB, and on a slow HTTP/1.1 network each costs a round trip on one of six
// connections. So, in two files:
// - 'boot': what the entry (main.tsx), the signed-in frame (app-shell.tsx) and the feed screen import
//   statically: one download, no second round trip once the entry has run (public pages used most of
//   the frame's modules already);
// - 'live': the live socket's listeners (live-listeners.tsx), loaded after the first screen (with zod,
//   which realtime events are parsed with).
// Modules the prerendered landing page's script also uses are left to the bundler (it stays tiny), and
// every other lazy screen is split as before.
import path from "node:path";

interface ModuleInfo {
  importedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const src = path.resolve(import.meta.dirname, "src");
const at = (file: string) => path.join(src, file);

/** Every module `from` imports statically, directly or not. */
function closure(ctx: ChunkingContext, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...from];
  while (todo.length) {
    const id = todo.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) todo.push(dep);
  }
  return seen;
}

/** The groups, first match wins; each is the closure of its roots minus the groups before it. */
const GROUPS: [name: string, roots: string[]][] = [
  ["boot", [at("main.tsx"), at("app/layouts/app-shell.tsx"), at("app/screens/feed-screen.tsx")]],
  ["live", [at("app/layouts/live-listeners.tsx")]],
];
const LANDING = at("features/landing/static/island.ts");

export function firstLoadChunks() {
  let groupOf: Map<string, string> | null = null;
  const assign = (ctx: ChunkingContext) => {
    const map = new Map<string, string>();
    for (const id of closure(ctx, [LANDING])) map.set(id, "");
    for (const [name, roots] of GROUPS) for (const id of closure(ctx, roots)) if (!map.has(id)) map.set(id, name);
    return map;
  };
  return {
    groups: [
      {
        // Only the modules named: a group's dependencies in an earlier group stay there.
        includeDependenciesRecursively: false,
        name(id: string, ctx: ChunkingContext): string | null {
          groupOf ??= assign(ctx);
          return groupOf.get(id) || null;
        },
      },
    ],
  };
}
