// The daily reflection journal: private to its writer; entries from the browser move in on sign-in,
// each at most once (the browser's own id is unique per member).
import { CONSENT_ERROR, CONSENT_MSG } from "@saathi/contract/consents";
import { JOURNAL_ERROR, JOURNAL_MSG, type JournalEntry, type JournalEntryInput } from "@saathi/contract/journal";
import { AppError } from "../../platform/http/errors.ts";
import type { SensitiveConsentGate } from "../consents/consents.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { JOURNAL_SERVER_MSG } from "./journal.messages.ts";
import { isRetryOf, isWriter, renamedClientId } from "./journal.policy.ts";
import type { JournalRepository, JournalRow as Row } from "./journal.repository.ts";

const LIST_LIMIT = 200;

const present = (r: Row): JournalEntry => ({
  id: r.id,
  clientId: r.clientId,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
});

/** Before Saathi's time: a wrong clock (and PostgreSQL cannot store the year 0000 the contract lets through). */
const EARLIEST = new Date("2000-01-01T00:00:00Z");

/** The browser's clock, unless it claims a time in the future or before EARLIEST. */
const writtenAt = (iso: string, now = new Date()) => {
  const t = new Date(iso);
  return t > now || t < EARLIEST ? now : t;
};

/** `consent`: entries are kept in the account only with the member's sensitive-processing consent. */
export function createJournalService(
  repo: JournalRepository,
  consent: SensitiveConsentGate,
  /** A minor keeps entries only once a guardian has consented (young-people). */
  youth?: Pick<YouthChecks, "requireMayAct">,
) {
  const insert = async (userId: string, entries: JournalEntryInput[]) => {
    const rows = await repo.insertNew(
      userId,
      entries.map((e) => ({ clientId: e.clientId, body: e.body, createdAt: writtenAt(e.createdAt) })),
    );
    // The consent was withdrawn between the check and the save: nothing was kept.
    if (!rows) throw new AppError(409, CONSENT_ERROR.required, CONSENT_MSG.required);
    return rows;
  };

  return {
    async list(userId: string) {
      return { entries: (await repo.listByUser(userId, LIST_LIMIT)).map(present) };
    },

    /**
     * Saves one entry; the same browser id with the same words again answers the entry already kept (a
     * retry). The id with other words is 409 and keeps nothing: the kept entry is not this one.
     */
    async add(userId: string, input: JournalEntryInput): Promise<JournalEntry> {
      await youth?.requireMayAct(userId, "journal");
      await consent.requireSensitive(userId);
      const [row] = await insert(userId, [input]);
      if (row) return present(row);
      const existing = await repo.findByClientId(userId, input.clientId);
      if (!existing) throw new Error("journal entry neither inserted nor found");
      if (!isRetryOf(existing, input))
        throw new AppError(409, JOURNAL_ERROR.clientIdReused, JOURNAL_MSG.clientIdReused);
      return present(existing);
    },

    async import(userId: string, entries: JournalEntryInput[]) {
      if (entries.length === 0) return { imported: 0 };
      await youth?.requireMayAct(userId, "journal");
      // Without consent the import waits (409): the entries stay safe in the browser meanwhile.
      await consent.requireSensitive(userId);
      const kept = await insert(userId, entries);
      // The browser forgets the batch once it is answered, so an entry whose id the account already holds
      // with other words is kept under an id of its own rather than dropped (the same words: already here).
      const keptIds = new Set(kept.map((r) => r.clientId));
      const renamed: JournalEntryInput[] = [];
      for (const e of entries.filter((x) => !keptIds.has(x.clientId))) {
        const there = await repo.findByClientId(userId, e.clientId);
        if (there && !isRetryOf(there, e)) renamed.push({ ...e, clientId: renamedClientId(e.clientId, e.body) });
      }
      const more = renamed.length > 0 ? await insert(userId, renamed) : [];
      return { imported: kept.length + more.length };
    },

    async remove(userId: string, id: string) {
      const entry = await repo.find(id);
      // Someone else's entry is "not found": its existence stays private too.
      if (!entry || !isWriter(userId, entry) || !(await repo.delete(id, userId)))
        throw new AppError(404, "ENTRY_NOT_FOUND", JOURNAL_SERVER_MSG.entryNotFound);
      return { deleted: true as const };
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
