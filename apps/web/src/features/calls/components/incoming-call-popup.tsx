import { Trans, useLingui } from "@lingui/react/macro";
import { CALL_EVENTS, type IncomingCall, POPUP_TEXT, REJECT_CLOSE_MS } from "@saathi/contract/calls";
import { channels } from "@saathi/contract/realtime";
import { Phone, PhoneOff, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { useFocusReturn } from "../../../components/ui/dialog.tsx";
import type { CallNavState } from "../../../lib/calls/call-nav-state.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { realtime } from "../../../lib/realtime-client.ts";
import { useChannel } from "../../../lib/use-channel.ts";
import { acceptCall } from "../api/accept-call.ts";
import { getIncomingCall } from "../api/get-incoming-call.ts";
import { rejectCall } from "../api/reject-call.ts";

type PopupState = "incoming" | "accepted" | "rejected" | "ended";

/**
 * The incoming-call popup (spec §2, §4): top right on every signed-in screen. Accept opens the call
 * screen; reject closes after 1000 ms; the popup clears when the caller hangs up or another tab answers.
 */
export function IncomingCallPopup({ userId }: { userId: string }) {
  const { t } = useLingui();
  const [call, setCall] = useState<IncomingCall | null>(null);
  const [state, setState] = useState<PopupState>("incoming");
  const navigate = useNavigate();

  // Someone who opens the app while a call rings still sees it.
  useEffect(() => {
    let live = true;
    getIncomingCall()
      .then((r) => {
        if (live && r.call) {
          setCall(r.call);
          setState("incoming");
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  // After a reconnect or a server resync the ring (or its end) may have been missed: ask again.
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(
    () =>
      realtime.onReady(() => {
        getIncomingCall()
          .then((r) => {
            if (stateRef.current === "accepted") return;
            if (r.call) {
              setCall(r.call);
              setState("incoming");
            } else if (stateRef.current === "incoming") setCall(null);
          })
          .catch(() => {});
      }),
    [],
  );

  useEffect(() => {
    if (state !== "rejected" && state !== "ended") return;
    const t = setTimeout(() => setCall(null), state === "rejected" ? REJECT_CLOSE_MS : 3000);
    return () => clearTimeout(t);
  }, [state]);

  const isThisCall = (e: { roomId: string }) => call?.roomId === e.roomId;
  useChannel(channels.callNotifications(userId), {
    [CALL_EVENTS.incoming]: (ring) => {
      setCall(ring);
      setState("incoming");
    },
    // Answered or declined in another tab: nothing left to do here.
    [CALL_EVENTS.accepted]: (e) => {
      if (isThisCall(e) && e.acceptedBy === userId && state === "incoming") setCall(null);
    },
    [CALL_EVENTS.rejected]: (e) => {
      if (isThisCall(e) && state === "incoming") setCall(null);
    },
    [CALL_EVENTS.ended]: (e) => {
      if (isThisCall(e) && state !== "accepted") setState("ended");
    },
  });

  // The ring takes the focus (Accept); once it is answered, declined or gone, the focus goes back.
  useFocusReturn(call !== null && state === "incoming");

  if (!call) return null;
  const name = call.callerName;
  const text = POPUP_TEXT[state];
  // The contract's 'Connecting to {name}...' is a function: written here as a message of its own.
  const subtitle = typeof text.subtitle === "function" ? t`Connecting to ${name}...` : tx(text.subtitle);
  const title = tx(text.title);

  const accept = async () => {
    setState("accepted");
    try {
      await acceptCall(call.roomId);
      const nav: CallNavState = { ice: call.ice, bookingId: call.bookingId, calleeId: call.callerId, isCaller: false };
      setCall(null);
      navigate(`/call/${call.roomId}`, { state: nav });
    } catch {
      setState("ended");
    }
  };
  const reject = async () => {
    setState("rejected");
    try {
      await rejectCall(call.roomId);
    } catch {
      setState("ended");
    }
  };

  return (
    <section
      role="alertdialog"
      aria-label={title}
      aria-describedby="incoming-call-text"
      className="fixed inset-x-3 top-3 z-50 rounded-3xl bg-ink p-4 text-white shadow-2xl sm:left-auto sm:right-4 sm:top-4 sm:w-80"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} url={call.callerAvatar} />
        <div className="min-w-0 flex-1">
          <p className="text-xs uppercase tracking-wide text-white/70">{title}</p>
          <p className="truncate font-semibold">{name}</p>
          <p id="incoming-call-text" className="text-sm text-white/80" aria-live="polite">
            {subtitle}
          </p>
        </div>
        <button
          type="button"
          aria-label={t`Dismiss`}
          onClick={() => setCall(null)}
          className="rounded-full p-1 text-white/70 hover:bg-white/10 hover:text-white"
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      {state === "incoming" ? (
        <div className="mt-4 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={() => void reject()}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-red-600 font-semibold hover:bg-red-700"
          >
            <PhoneOff size={18} aria-hidden="true" />
            <Trans>Reject</Trans>
          </button>
          <button
            type="button"
            // biome-ignore lint/a11y/noAutofocus: an incoming call is answered from the keyboard at once
            autoFocus
            onClick={() => void accept()}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-600 font-semibold hover:bg-emerald-700"
          >
            <Phone size={18} aria-hidden="true" />
            <Trans>Accept</Trans>
          </button>
        </div>
      ) : null}
    </section>
  );
}
