// The erasure sweep (decision 021): every account whose 7-day grace is over is erased
// (erasure.repository.ts, one transaction each), then its stored files are removed through the
// storage interface (local disk or S3). Runs each minute; the dev endpoint runs it "as of" a time.
import { RETAINED_RECORDS } from "@saathi/contract/account-deletion";
import type { Logger } from "pino";
import type { Storage } from "../../platform/storage/storage.ts";
import { containsPattern, identifyingStrings } from "./account-deletion.policy.ts";
import type { ErasureRepository } from "./erasure.repository.ts";

export interface ErasureDeps {
  repo: ErasureRepository;
  storage: Pick<Storage, "delete" | "deletePrivate">;
  log: Logger;
  now?: () => Date;
}

const BATCH = 20;
const AVATAR_EXTS = ["webp", "jpg", "jpeg", "png"];

/** The storage key of a public upload from its stored URL (/uploads/k?v=1 or an S3 URL). */
export function publicKeyOf(url: string): string | null {
  const bare = url.split(/[?#]/)[0] ?? "";
  const at = bare.indexOf("users/");
  return at >= 0 ? bare.slice(at) : null;
}

export function createErasureService(d: ErasureDeps) {
  const now = d.now ?? (() => new Date());

  async function removeFiles(userId: string, publicKeys: string[], privateKeys: string[]) {
    const pub = new Set(publicKeys.map(publicKeyOf).filter((k): k is string => k !== null));
    for (const ext of AVATAR_EXTS) pub.add(`users/avatars/${userId}/profile.${ext}`);
    const priv = new Set<string>();
    for (const k of privateKeys) {
      priv.add(k);
      if (k.startsWith("posts/")) priv.add(k.replace(/\.(\w+)$/, ".thumb.$1"));
    }
    const results = await Promise.allSettled([
      ...[...pub].map((k) => d.storage.delete(k)),
      ...[...priv].map((k) => d.storage.deletePrivate(k)),
    ]);
    const failed = results.filter((r) => r.status === "rejected").length;
    if (failed) d.log.error({ userId, failed }, "erasure: some files were not removed");
  }

  /** Erases one account due at `asOf` (the same walk for the sweep and for an erasure now); false if not taken. */
  async function eraseOne(userId: string, asOf: Date): Promise<boolean> {
    const done = await d.repo.erase(
      userId,
      asOf,
      (p) => ({
        ids: identifyingStrings({ ...p, names: [] }).map(containsPattern),
        all: identifyingStrings(p).map(containsPattern),
      }),
      RETAINED_RECORDS.map((r) => ({ key: r.key, why: r.why, period: r.period })),
    );
    if (!done) return false; // another server holds it, or it was kept meanwhile
    await removeFiles(userId, done.publicKeys, done.privateKeys);
    d.log.info({ pseudonymId: done.pseudonymId }, "account erased");
    return true;
  }

  return {
    /** Erases every account due at `asOf`; safe to run on several servers at once. */
    async sweep(asOf: Date = now()): Promise<{ erased: number }> {
      let erased = 0;
      for (;;) {
        const due = await d.repo.due(asOf, BATCH);
        let progressed = false;
        for (const userId of due) {
          if (!(await eraseOne(userId, asOf))) continue;
          progressed = true;
          erased++;
        }
        if (due.length < BATCH || !progressed) return { erased };
      }
    },

    /**
     * Erases an account now, with no grace (`reason` is recorded as how it was confirmed): a child
     * under 13 who signed in with Google or Microsoft must not keep an account (decision 038).
     */
    async eraseNow(userId: string, reason: string): Promise<{ erased: boolean }> {
      const at = now();
      await d.repo.queueNow(userId, at, reason);
      return { erased: await eraseOne(userId, at) };
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
