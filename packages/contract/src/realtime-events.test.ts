// House rule (decision 015): every realtime event the server publishes has a schema in the contract.
// Reads the server's source (not its types) so an event sent around the typed publisher is caught too.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BOOKING_EVENTS } from "./bookings.ts";
import { CALL_EVENTS } from "./calls.ts";
import { CHAT_EVENTS } from "./chat.ts";
import { CIRCLE_ROOM_EVENTS } from "./circle-room.ts";
import { PEER_EVENTS } from "./peer-circles.ts";
import { USER_EVENTS } from "./realtime.ts";
import { isRealtimeEventName, realtimeEvents } from "./realtime-events.ts";

const serverSrc = fileURLToPath(new URL("../../../apps/server/src", import.meta.url));
const constants: Record<string, Record<string, string>> = {
  BOOKING_EVENTS,
  CALL_EVENTS,
  CHAT_EVENTS,
  CIRCLE_ROOM_EVENTS,
  PEER_EVENTS,
  USER_EVENTS,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return d.name.endsWith(".ts") && !d.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every `<…publisher>.publish*(…, event, …)` call: where it is and the event name it sends (or why not known). */
function publishedEvents(): { at: string; event: string }[] {
  const found: { at: string; event: string }[] = [];
  for (const file of sourceFiles(serverSrc)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/publisher\s*\.\s*(publish|publishMany|publishToFollowers)\s*\(/gi)) {
      const open = (m.index ?? 0) + m[0].length;
      const line = text.slice(0, open).split("\n").length;
      found.push({ at: `${relative(serverSrc, file)}:${line}`, event: eventName(topLevelArgs(text, open)[1]) });
    }
  }
  return found;
}

/** The call's arguments (text), split at commas outside brackets and strings; `from` is after the "(". */
function topLevelArgs(text: string, from: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote = "";
  let start = from;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("([{".includes(c ?? "")) depth++;
    else if (")]}".includes(c ?? "") && depth > 0) depth--;
    else if ((c === "," && depth === 0) || c === ")") {
      args.push(text.slice(start, i).trim());
      start = i + 1;
      if (c === ")") break;
    }
  }
  return args;
}

function eventName(arg: string | undefined): string {
  const literal = arg?.match(/^(["'`])([\w-]+)\1$/);
  if (literal?.[2]) return literal[2];
  const constant = arg?.match(/^([A-Z_]+)\.(\w+)$/);
  const value = constant?.[1] && constant[2] ? constants[constant[1]]?.[constant[2]] : undefined;
  return value ?? `<not a literal or contract constant: ${arg}>`;
}

describe("realtime events in the contract", () => {
  const published = publishedEvents();

  it("finds the server's publish calls", () => {
    // Chat, calls, notifications, feed and bookings publish; fewer means the scan broke.
    expect(published.length).toBeGreaterThanOrEqual(14);
  });

  it("has a schema for every event name the server publishes", () => {
    const missing = published.filter((p) => !isRealtimeEventName(p.event)).map((p) => `${p.at}: ${p.event}`);
    expect(missing).toEqual([]);
  });

  it("keys every schema by an event name some server code publishes", () => {
    const sent = new Set(published.map((p) => p.event));
    expect(Object.keys(realtimeEvents).filter((name) => !sent.has(name))).toEqual([]);
  });
});
