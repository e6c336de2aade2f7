import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { consentKeys } from "../api/consent/consent-keys.ts";
import { giveConsent, isConsentRequired } from "../api/consent/give-consent.ts";
import { ApiError } from "../api-client.ts";

export type ConsentAsk = {
  /** The prompt is showing. */
  asking: boolean;
  busy: boolean;
  error: string | null;
  agree(): Promise<void>;
  notNow(): void;
};

/**
 * Storing a journal entry or a test result needs the member's sensitive-processing consent.
 * `guard(store)` runs `store`; when the server answers CONSENT_REQUIRED it asks, and on 'I agree' gives
 * the consent and runs `store` again. 'Not now' leaves it unstored (`guard` resolves to null).
 */
export function useSensitiveConsent() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{
    store: () => Promise<unknown>;
    done: (v: unknown) => void;
    fail: (e: unknown) => void;
  } | null>(null);

  const guard = useCallback(<T>(store: () => Promise<T>): Promise<T | null> => {
    return store().catch((err) => {
      if (!isConsentRequired(err)) throw err;
      setError(null);
      setAsking(true);
      return new Promise<T | null>((done, fail) => {
        pending.current = { store, done: done as (v: unknown) => void, fail };
      });
    });
  }, []);

  const agree = useCallback(async () => {
    const p = pending.current;
    if (!p) return;
    setBusy(true);
    setError(null);
    try {
      await giveConsent("sensitive");
      void queryClient.invalidateQueries({ queryKey: consentKeys.all });
      setAsking(false);
      pending.current = null;
      await p.store().then(p.done, p.fail);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong. Please try again.`);
    } finally {
      setBusy(false);
    }
  }, [queryClient]);

  const notNow = useCallback(() => {
    setAsking(false);
    pending.current?.done(null);
    pending.current = null;
  }, []);

  const ask: ConsentAsk = { asking, busy, error, agree, notNow };
  return { guard, ask };
}
