// A block ends a ringing or live call between the pair at once, through the calls service's own `end`
// (the blocker's hang-up): the room ends for both, and both people's call_notifications and the room's
// channel get `call_ended` as for any hang-up. Nothing names the block. Two callers: the "block.made"
// event right after the block, and the minute sweep for what an event missed (each end is idempotent).
import type { Logger } from "pino";
import type { DomainEvents } from "../../platform/modules/domain-events.ts";
import type { BlockEndsCallsRepository, BlockedRoom } from "./block-ends-calls.repository.ts";
import type { CallsService } from "./calls.service.ts";

export function createBlockEndsCalls(d: {
  rooms: BlockEndsCallsRepository;
  calls: Pick<CallsService, "end">;
  log: Pick<Logger, "error" | "warn">;
}) {
  const endAll = async (rows: BlockedRoom[]) => {
    let ended = 0;
    for (const r of rows) {
      try {
        await d.calls.end({ id: r.blocker_id }, r.id);
        ended++;
      } catch (err) {
        d.log.error({ err, roomId: r.id }, "a call between a blocked pair was not ended; the sweep retries");
      }
    }
    return ended;
  };

  return {
    /** "block.made": never throws (the block stands, and the other modules still react). */
    async blockMade({ blockerId, blockedId }: DomainEvents["block.made"]): Promise<number> {
      try {
        return await endAll(await d.rooms.between(blockerId, blockedId));
      } catch (err) {
        d.log.error({ err }, "calls between a blocked pair were not read; the sweep retries");
        return 0;
      }
    },

    /** The minute sweep: live calls between any blocked pair (what an event missed). */
    async sweep(): Promise<number> {
      const ended = await endAll(await d.rooms.acrossBlocks());
      if (ended) d.log.warn({ ended }, "the sweep ended calls a block had left");
      return ended;
    },
  };
}
