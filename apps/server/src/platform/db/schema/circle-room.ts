// Who the host removed from a meeting's live room: they get no join token for that meeting again, on any
// node and after a restart. Nothing said or written in the room is kept anywhere.
import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { circleOccurrences } from "./circles.ts";

export const circleRoomRemovals = pgTable(
  "circle_room_removals",
  {
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => circleOccurrences.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.memberId] }),
    index("circle_room_removals_member_idx").on(t.memberId),
  ],
);
