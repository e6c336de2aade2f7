// The Uplift Feed's rules, pure: how posts rank, which author may be named, how long a list is kept.
import type { PersonRow } from "../../platform/db/person-columns.ts";

/** A "helpful" mark weighs this many likes in the ranking (the issue: "most liked and marked helpful"). */
export const HELPFUL_WEIGHT = 2;

/** The shared list is rebuilt at most once a minute (per server process). */
export const UPLIFT_CACHE_MS = 60_000;

/** An author is named only when public and not hiding their name; otherwise the post is anonymous. */
export const mayName = (p: Pick<PersonRow, "isPrivate" | "isHideName">) => !p.isPrivate && !p.isHideName;

/** A cached list is fresh for UPLIFT_CACHE_MS. */
export const isFresh = (builtAt: number, now: number) => now - builtAt < UPLIFT_CACHE_MS;
