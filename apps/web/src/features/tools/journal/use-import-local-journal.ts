import { plural, t } from "@lingui/core/macro";
import { CONSENT_ERROR, CONSENT_MSG } from "@saathi/contract/consents";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { browserStorage } from "../shared/local-list.ts";
import { importJournal } from "./api/import-journal.ts";
import { journalKeys } from "./api/journal-keys.ts";
import { importBatches, loadLocalEntries, removeLocalEntries } from "./journal-store.ts";

export type ImportState =
  | { status: "idle" }
  | { status: "moving"; total: number }
  | { status: "done"; moved: number }
  | { status: "failed"; moved: number; left: number; message: string };

/**
 * Once signed in, moves the entries written in this browser into the account, a batch at a time.
 * Each batch leaves the browser only after the server has answered OK for it: nothing is ever lost.
 */
export function useImportLocalJournal(
  signedIn: boolean,
  /** Asks for the sensitive-processing consent when the server needs it (null: 'Not now'). */
  guard: <T>(store: () => Promise<T>) => Promise<T | null> = (store) => store(),
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ status: "idle" });
  const running = useRef(false);
  const started = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    const storage = browserStorage();
    const entries = loadLocalEntries(storage);
    if (entries.length === 0) return;
    running.current = true;
    setState({ status: "moving", total: entries.length });
    let moved = 0;
    try {
      for (const batch of importBatches(entries)) {
        // Without the consent the move waits: the entries stay in this browser until it is given.
        if ((await guard(() => importJournal(batch))) === null)
          throw new ApiError(409, CONSENT_ERROR.required, CONSENT_MSG.required);
        removeLocalEntries(
          storage,
          batch.map((e) => e.clientId),
        );
        moved += batch.length;
      }
      setState({ status: "done", moved });
    } catch (err) {
      setState({
        status: "failed",
        moved,
        left: entries.length - moved,
        message: err instanceof ApiError ? tx(err.message) : t`Something went wrong. Please try again.`,
      });
    } finally {
      running.current = false;
      // A list read that started before the import is still in flight: a first load (no data yet) is
      // not cancelled by invalidation but joined, and would show the list without the moved entries.
      if (moved > 0)
        void queryClient
          .cancelQueries({ queryKey: journalKeys.all })
          .then(() => queryClient.invalidateQueries({ queryKey: journalKeys.all }));
    }
  }, [queryClient, guard]);

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    void run();
  }, [signedIn, run]);

  return { state, retry: run };
}

/** "Your 3 entries from this browser are now saved to your account." (called at render time) */
export function movedMessage(moved: number): string {
  return plural(moved, {
    one: "Your # entry from this browser is now saved to your account.",
    other: "Your # entries from this browser are now saved to your account.",
  });
}
