// @vitest-environment node
// House rule (decision 015): realtime data is typed by the contract and parsed in one place
// (lib/realtime-events.ts via useChannel). Code that listens to the realtime client never casts it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({ path: relative(src, path), text: readFileSync(path, "utf8") }));
const usesRealtime = files.filter((f) => /from "[./]*(lib\/)?(use-channel|realtime-client)\.ts"/.test(f.text));

/** A cast of an event's data, or a cast to a type that realtime events carry. */
const CAST =
  /\b(?:data|payload)\s+as\s|\bas\s+(?:RealtimeEventData|ChatMessage|Receipt|Notification|IncomingCall|CallEvent)\b/;

describe("realtime data is never cast", () => {
  it("finds the files that listen to realtime events", () => {
    // If this drops, the import pattern above no longer matches and the checks below check nothing.
    expect(usesRealtime.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        "features/chat/hooks/use-chat-sync.ts",
        "features/calls/use-call.ts",
        "features/calls/components/incoming-call-popup.tsx",
        "features/notifications/components/notifications-listener.tsx",
      ]),
    );
  });

  it("has no `data as` / `payload as` casts in files that use the realtime hooks", () => {
    const offenders = usesRealtime.flatMap((f) =>
      f.text
        .split("\n")
        .map((line, i) => ({ line, at: `${f.path}:${i + 1}` }))
        .filter(({ line }) => CAST.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it("subscribes only through useChannel (which parses), never with the raw client", () => {
    const raw = files.filter((f) => /\brealtime\.subscribe\(/.test(f.text)).map((f) => f.path);
    expect(raw).toEqual(["lib/use-channel.ts"]);
  });
});
