import { t } from "@lingui/core/macro";
import { useState } from "react";
import { tx } from "../../../lib/i18n/translate.ts";

/**
 * A button's or form's call: busy while it runs, its error message kept for the person to read (in
 * the language shown: the API's English messages go through the contract catalog).
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(fn: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await fn();
    } catch (err) {
      setError(err instanceof Error ? tx(err.message) : t`Something went wrong. Please try again.`);
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
