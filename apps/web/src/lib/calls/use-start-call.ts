import { t } from "@lingui/core/macro";
import { CALL_MSG } from "@saathi/contract/calls";
import { useState } from "react";
import { useNavigate } from "react-router";
import { startCall } from "../api/calls/start-call.ts";
import { tx } from "../i18n/translate.ts";
import type { CallNavState } from "./call-nav-state.ts";

/** start-call for a booking, then the call screen as the caller (spec §4 Expert Start Call, /booking Call). */
export function useStartCall() {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (bookingId: string, calleeId: string): Promise<boolean> => {
    setStarting(true);
    setError(null);
    try {
      const r = await startCall({ bookingId, calleeId });
      const state: CallNavState = { ice: r.ice, bookingId, calleeId, isCaller: true };
      navigate(`/call/${r.roomId}`, { state });
      return true;
    } catch (err) {
      // The contract's startCallFailed(text), in the language shown: "Failed to start call: reason".
      const reason = err instanceof Error ? tx(err.message) : t`Unknown error occurred`;
      setError(`${tx(CALL_MSG.startFailed)}: ${reason}`);
      return false;
    } finally {
      setStarting(false);
    }
  };
  return { start, starting, error };
}
