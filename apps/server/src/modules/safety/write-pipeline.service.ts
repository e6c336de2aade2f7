// The one way a member's text is stored: check it, store it visible or held, queue it for
// moderators when flagged, then tell others only when it is visible. Chat messages, posts, comments
// and reviews go through this one order, so none can be told before it is checked and queued, and a
// held write never reaches anyone but its writer. Each caller keeps what is its own (its table, its
// realtime channels, its notifications) in the steps it hands in.
import type { WriteCrisis } from "@saathi/contract/crisis";
import type { Writer } from "./write-check.repository.ts";
import { type WriteCheckService, type WriteDecision, writeCrisisOf } from "./write-check.service.ts";

/** What is written; also the moderation item's target type. */
export type WriteKind = "post" | "comment" | "message" | "review" | "circle_message" | "circle_review";

/** How the pipeline asks its caller to store the write. */
export interface StoreAs {
  state: "visible" | "held";
  /** The whole check, for what the row keeps of it (a message's crisis level, a post's themes). */
  decision: WriteDecision;
}

/** What an insert answers: the new id, or the new row with its id (a review's insert may answer none). */
export type StoredWrite = string | { id: string } | undefined;
const idOf = (stored: StoredWrite) => (typeof stored === "string" ? stored : stored?.id);

/** What each caller does at its place in the order. */
export interface WriteSteps<Stored extends StoredWrite, Shown> {
  /** The writer's row when the caller read it already in its own query (the chat send); else read by the check. */
  writer?: Writer | null;
  /** Stores the write (a transaction, when it needs one, lives in the repository call made here). */
  insert(as: StoreAs): Promise<Stored>;
  /** What moderators see with a flagged write (read only when it is flagged). */
  context(stored: Stored, decision: WriteDecision): unknown;
  /** What the writer gets back, read after the write is queued and before anyone is told. */
  present(stored: Stored): Shown | Promise<Shown>;
  /** Tells others (realtime, notifications): only for a visible write. */
  publish?(shown: Shown): Promise<void>;
  /** A held write: what its writer alone may be told (their other tabs); never anyone else. */
  publishHeld?(shown: Shown): Promise<void>;
}

export interface WriteOutcome<Shown> {
  shown: Shown;
  held: boolean;
  decision: WriteDecision;
  /** What the writer's answer carries: the crisis card's level, and `held` when it waits for review. */
  marks: { crisis: WriteCrisis; held?: true };
}

/** Built by each writing service from the write check it is given. */
export function createWritePipeline(writeCheck: Pick<WriteCheckService, "check" | "record">) {
  return {
    /**
     * Check (403 muted, 422 blocked word, 429 new-account limit: nothing stored), insert, queue when
     * flagged, present, then publish when visible. A step that throws stops every step after it.
     */
    async write<Stored extends StoredWrite, Shown>(
      kind: WriteKind,
      authorId: string,
      /** The text the check reads (what will be stored). */
      text: string,
      steps: WriteSteps<Stored, Shown>,
    ): Promise<WriteOutcome<Shown>> {
      const decision = await writeCheck.check(authorId, kind, text, steps.writer);
      const held = decision.state === "held";
      const stored = await steps.insert({ state: held ? "held" : "visible", decision });
      const id = idOf(stored);
      if (decision.flags.length && id !== undefined) {
        await writeCheck.record(decision, { type: kind, id, authorId }, await steps.context(stored, decision));
      }
      const shown = await steps.present(stored);
      if (held) await steps.publishHeld?.(shown);
      else await steps.publish?.(shown);
      return { shown, held, decision, marks: { crisis: writeCrisisOf(decision), ...(held ? { held: true } : {}) } };
    },
  };
}

export type WritePipeline = ReturnType<typeof createWritePipeline>;
