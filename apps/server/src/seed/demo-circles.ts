// Demo circles, so a newcomer finds something on /circles and /peer-circles: two counsellor-led
// circles (a free weekly one on exam stress with Kavya, a paid one on loneliness in Hindi with Neha)
// and a peer circle led by Meera as an approved listener, open every evening. Runs once: skipped when
// Kavya already hosts a circle. Meetings start from tomorrow, so they are always ahead on a first start.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../platform/db/client.ts";
import { circleOccurrences, circles } from "../platform/db/schema/circles.ts";
import { listenerStatus, peerRoomListeners, peerRoomMembers, peerRooms } from "../platform/db/schema/peer-circles.ts";
import { queryRows } from "../platform/db/typed-query.ts";

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Tomorrow (or `days` from now) at this India wall-clock hour, as an instant. */
export function indiaAt(days: number, hour: number, minute = 0, now = Date.now()): Date {
  const ist = new Date(now + 330 * MINUTE); // India is UTC+5:30 all year
  const day = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days, hour, minute);
  return new Date(day - 330 * MINUTE);
}

const CIRCLES = [
  {
    host: "kavya@saathi.demo",
    topic: "exam_stress",
    language: "English",
    title: "Exam stress, together",
    groundRules:
      "What is shared here stays here. Speak for yourself, listen without fixing, and pass whenever you like.",
    minutes: 60,
    seats: 8,
    fee: 0,
    weeks: 8,
    first: { days: 1, hour: 18, minute: 30 },
  },
  {
    host: "neha@saathi.demo",
    topic: "loneliness",
    language: "Hindi",
    title: "अकेलापन: अपने लोगों को ढूँढना",
    groundRules: "जो यहाँ कहा जाए, यहीं रहे। अपनी बात कहें, दूसरों को बिना टोके सुनें।",
    minutes: 75,
    seats: 6,
    fee: 250_00,
    weeks: 1,
    first: { days: 3, hour: 19, minute: 0 },
  },
] as const;

export async function seedDemoCircles(db: Db): Promise<void> {
  const people = await queryRows(
    db,
    z.object({ id: z.string(), email: z.string() }),
    sql`select id, email from "user" where email in ('kavya@saathi.demo', 'neha@saathi.demo', 'meera@saathi.demo')`,
  );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const kavya = idOf("kavya@saathi.demo");
  const meera = idOf("meera@saathi.demo");
  if (!kavya || !meera) return;
  const [hosted] = await queryRows(
    db,
    z.object({ n: z.number() }),
    sql`select count(*)::int as n from circles where expert_id = ${kavya}`,
  );
  if ((hosted?.n ?? 0) > 0) return;

  await db.transaction(async (tx) => {
    for (const c of CIRCLES) {
      const expertId = idOf(c.host);
      if (!expertId) continue;
      const [row] = await tx
        .insert(circles)
        .values({
          expertId,
          topic: c.topic,
          language: c.language,
          title: c.title,
          groundRules: c.groundRules,
          minutes: c.minutes,
          seats: c.seats,
          fee: c.fee,
          cadence: c.weeks > 1 ? "weekly" : "once",
        })
        .returning({ id: circles.id });
      if (!row) continue;
      const start = indiaAt(c.first.days, c.first.hour, c.first.minute).getTime();
      await tx.insert(circleOccurrences).values(
        Array.from({ length: c.weeks }, (_, i) => ({
          circleId: row.id,
          startsAt: new Date(start + i * 7 * DAY),
          endsAt: new Date(start + i * 7 * DAY + c.minutes * MINUTE),
          seats: c.seats,
        })),
      );
    }
    // Meera finished the listener course and a moderator approved her; she leads an evening room.
    await tx
      .insert(listenerStatus)
      .values({ userId: meera, status: "approved", motivation: "I know how much it helps to be heard." })
      .onConflictDoNothing();
    const [room] = await tx
      .insert(peerRooms)
      .values({
        topic: "loneliness",
        language: "English",
        name: "Evening check-in: nobody should feel alone",
        openHours: Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: "07:00", end: "23:30" })),
      })
      .returning({ id: peerRooms.id });
    if (!room) return;
    await tx.insert(peerRoomListeners).values({ roomId: room.id, listenerId: meera });
    await tx.insert(peerRoomMembers).values({ roomId: room.id, userId: meera, nickname: "Gentle Owl" });
  });
}
