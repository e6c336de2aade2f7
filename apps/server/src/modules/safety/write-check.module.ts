// Crisiswire: the one write check of posts, comments, messages and reviews (and follows' new-account
// limit), the journal/mood check and the crisis card's earliest expert slot. Needed early: chat, posts,
// follows and bookings take it. A stored crisis item is said as "crisis.flagged".

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import { warmUpLanguage } from "../language/index.ts";
import { relayCrisisFlags } from "./crisis-flag-relay.ts";
import { createModerationItemsRepository } from "./moderation-items.repository.ts";
import { createWatchedWordsApplyRepository } from "./watched-words-apply.repository.ts";
import { createWriteCheckRepository } from "./write-check.repository.ts";
import { writeCheckRoutes } from "./write-check.routes.ts";
import { createWriteCheckService } from "./write-check.service.ts";
import { createWriteCheckHelpService } from "./write-check-help.service.ts";

export function createWriteCheckModule(
  d: Pick<Platform, "db" | "config" | "session" | "limiter" | "events" | "log"> & { experts: ExpertsService },
) {
  warmUpLanguage();
  const items = createModerationItemsRepository(d.db);
  const writeCheck = createWriteCheckService({
    repo: createWriteCheckRepository(d.db),
    watchedWords: createWatchedWordsApplyRepository(d.db),
    items: relayCrisisFlags(items, (flag) => d.events.emit("crisis.flagged", flag), d.log),
    limiter: d.limiter,
    newAccountLimits: d.config.NEW_ACCOUNT_LIMITS,
  });
  return defineModule({
    services: { writeCheck },
    routes: [writeCheckRoutes(d.session, writeCheck, createWriteCheckHelpService(d.experts))],
    events: { "watched-words.changed": () => writeCheck.invalidateWatchedWords() },
  });
}
