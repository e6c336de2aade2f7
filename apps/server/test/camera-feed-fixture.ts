// A camera that is "on" in a live room's VideoRoom without a browser: Janus's remote publisher (a feed
// fed by plain RTP, which Janus lists and offers to subscribers like any camera), added straight through
// Janus's API with the room's stored id and secret and the member's id as its display, as Saathi names
// publishers. And a browser-like answer to the offer Janus makes a watcher (no media flows in tests).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../src/platform/db/client.ts";
import { createJanusConnection } from "../src/platform/media/janus-connection.ts";

export async function remoteCamera(
  janus: { url: string; apiSecret: string },
  database: Database,
  occurrenceId: string,
  memberId: string,
): Promise<{ feedId: number; close(): Promise<void> }> {
  const rows = await database.db.execute(
    sql`select janus_room, secret from circle_room_media where room_key = ${`circle:${occurrenceId}`}`,
  );
  const room = rows.rows[0] as { janus_room: string | number; secret: string } | undefined;
  if (!room) throw new Error("no stored room: join the room and ask for a camera token first");
  const conn = createJanusConnection({ url: janus.url, apiSecret: janus.apiSecret });
  await conn.connect();
  const handle = await conn.attach("janus.plugin.videoroom");
  const added = await conn.message(handle, {
    request: "add_remote_publisher",
    room: Number(room.janus_room),
    secret: room.secret,
    display: memberId,
    iface: "127.0.0.1",
    streams: [{ type: "video", mindex: 0, mid: "v0", codec: "vp8" }],
  });
  const feedId = added.data.id as number;
  return { feedId, close: () => conn.close() };
}

/** A browser's answer to Janus's subscriber offer: every video section received, anything else refused. */
export function watchAnswer(offerSdp: string) {
  const fp = Array.from({ length: 32 }, () => randomBytes(1).toString("hex").toUpperCase()).join(":");
  const sections = offerSdp.split(/\r?\nm=/).slice(1);
  const mids: string[] = [];
  const media = sections.flatMap((section) => {
    const lines = `m=${section}`.split(/\r?\n/);
    const [kind, , proto, firstPt] = (lines[0] ?? "").slice(2).split(" ");
    const mid = lines.find((l) => l.startsWith("a=mid:"))?.slice(6) ?? "0";
    if (kind === "video") mids.push(mid);
    if (kind !== "video") return [`m=${kind} 0 ${proto} ${firstPt ?? "0"}`, "c=IN IP4 0.0.0.0", `a=mid:${mid}`];
    const rtpmap = lines.find((l) => l.startsWith(`a=rtpmap:${firstPt} `)) ?? `a=rtpmap:${firstPt} VP8/90000`;
    return [
      `m=video 9 ${proto} ${firstPt}`,
      "c=IN IP4 0.0.0.0",
      "a=rtcp:9 IN IP4 0.0.0.0",
      `a=ice-ufrag:${randomBytes(4).toString("hex")}`,
      `a=ice-pwd:${randomBytes(12).toString("hex")}`,
      `a=fingerprint:sha-256 ${fp}`,
      "a=setup:active",
      `a=mid:${mid}`,
      "a=recvonly",
      "a=rtcp-mux",
      rtpmap,
    ];
  });
  const sdp = [
    "v=0",
    `o=- ${Date.now()} 2 IN IP4 127.0.0.1`,
    "s=-",
    "t=0 0",
    `a=group:BUNDLE ${mids.join(" ")}`,
    "a=msid-semantic: WMS",
    ...media,
    "",
  ].join("\r\n");
  return { type: "answer" as const, sdp };
}
