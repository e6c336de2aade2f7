// Builds the one write check of posts, comments and messages (crisiswire) for the composition
// root; the language module loads now so the first message does not pay for it.
import type { Db } from "../../platform/db/client.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { warmUpLanguage } from "../language/index.ts";
import { type CrisisFlagRelay, relayCrisisFlags } from "./crisis-flag-relay.ts";
import { createModerationItemsRepository } from "./moderation-items.repository.ts";
import { createWatchedWordsApplyRepository } from "./watched-words-apply.repository.ts";
import { createWriteCheckRepository } from "./write-check.repository.ts";
import { createWriteCheckService } from "./write-check.service.ts";

export function createWriteCheckModule(
  db: Db,
  limiter: RateLimiter,
  newAccountLimits: boolean,
  /** Hears of every crisis item stored (the on-duty alert and the next-day check-in). */
  crisisFlags?: CrisisFlagRelay,
) {
  warmUpLanguage();
  const items = createModerationItemsRepository(db);
  return createWriteCheckService({
    repo: createWriteCheckRepository(db),
    watchedWords: createWatchedWordsApplyRepository(db),
    items: crisisFlags ? relayCrisisFlags(items, crisisFlags) : items,
    limiter,
    newAccountLimits,
  });
}
