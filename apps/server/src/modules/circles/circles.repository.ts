// Circles, their meetings, seats and waitlists. Reads and writes only: the circles services decide
// (circles.policy.ts). One object over the parts, each named for what it holds: the catalog (circles
// and meetings), seats (and the meeting's row lock), the waitlist, the jobs' sweeps, and what a block closes
// and ends.
import type { Db } from "../../platform/db/client.ts";
import { createCircleBlockSeatsRepository } from "./circle-block-seats.repository.ts";
import { createCircleCatalogRepository } from "./circle-catalog.repository.ts";
import { createCircleReminderRetriesRepository } from "./circle-reminder-retries.repository.ts";
import { createCircleSeatsRepository } from "./circle-seats.repository.ts";
import { createCircleSweepsRepository } from "./circle-sweeps.repository.ts";
import { createCircleWaitlistRepository } from "./circle-waitlist.repository.ts";

export function createCirclesRepository(db: Db) {
  return {
    ...createCircleCatalogRepository(db),
    ...createCircleSeatsRepository(db),
    ...createCircleWaitlistRepository(db),
    ...createCircleSweepsRepository(db),
    ...createCircleReminderRetriesRepository(db),
    ...createCircleBlockSeatsRepository(db),
  };
}

export type CirclesRepository = ReturnType<typeof createCirclesRepository>;
