import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CALL_MSG, CONNECTION_TEXT, POPUP_TEXT } from "@saathi/contract/calls";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { CarePlanBrief } from "../../../components/care/care-plan-brief.tsx";
import { CareScoresBrief } from "../../../components/care/care-scores-brief.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import type { CallNavState } from "../../../lib/calls/call-nav-state.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { cameraCount } from "../../../lib/webrtc/media.ts";
import { type Phase, useCall } from "../use-call.ts";
import { CallControls } from "./call-controls.tsx";
import { CallTimer } from "./call-timer.tsx";
import { MediaView } from "./media-view.tsx";

const LEAVE_AFTER_MS = 1500;

/** Status title and detail for a phase, in the reader's language (called while rendering). */
function statusLine(phase: Phase, name: string, isCaller: boolean): { title: string; detail?: string } {
  switch (phase) {
    case "loading":
    case "connecting":
      return { title: tx(CALL_MSG.connecting), detail: tx(CALL_MSG.pleaseWait) };
    case "ringing":
      return isCaller
        ? { title: t`Calling ${name}...`, detail: t`Waiting for them to answer` }
        : { title: tx(POPUP_TEXT.incoming.title) };
    case "connected":
      return { title: tx(CONNECTION_TEXT.connected) };
    case "lost":
      return { title: tx(CONNECTION_TEXT.lost), detail: t`Trying to reconnect...` };
    case "failed":
      return { title: tx(CONNECTION_TEXT.failed), detail: t`Please check your connection and call again.` };
    case "rejected":
      return { title: tx(POPUP_TEXT.rejected.title) };
    case "ended":
      return { title: tx(CONNECTION_TEXT.ended) };
    case "missing":
      return { title: tx(CALL_MSG.joinFailed), detail: tx(CALL_MSG.notFound) };
  }
}

/** /call/{roomId}: the other person's video (or avatar), a small self view and the controls. */
export function CallPage() {
  const { t: tr } = useLingui();
  const { roomId = "" } = useParams();
  const nav = (useLocation().state ?? {}) as CallNavState;
  const navigate = useNavigate();
  const me = useMe();
  const user = me.data?.user ?? null;
  const call = useCall(roomId, user?.id ?? null);
  const { state } = call;
  const [remoteVideo, setRemoteVideo] = useState(false);
  const [cameras, setCameras] = useState(0);
  const home = user?.role === "expert" ? "/expert/vendorbooking" : user ? "/booking" : "/";
  const phase: Phase = me.isSuccess && !user ? "missing" : state.phase;

  useEffect(() => {
    if (state.local) void cameraCount().then(setCameras);
  }, [state.local]);

  // Over: say so briefly, then leave the call screen. A room that cannot be loaded goes back.
  useEffect(() => {
    if (phase === "ended" || phase === "rejected") {
      const t = setTimeout(() => navigate(home, { replace: true }), LEAVE_AFTER_MS);
      return () => clearTimeout(t);
    }
    if (phase === "missing" && !nav.calleeId) {
      toast(tx(CALL_MSG.notFound));
      if (window.history.length > 1) navigate(-1);
      else navigate(home, { replace: true });
    }
  }, [phase, home, navigate, nav.calleeId]);

  const other = state.room?.other;
  const name = other?.name ?? "";
  const isCaller = state.room?.isCaller ?? nav.isCaller ?? false;
  const status = statusLine(phase, name, isCaller);
  const showVideo = phase === "connected" || phase === "lost";
  const canUseCamera = Boolean(state.local?.getVideoTracks().length);

  return (
    <main id="main" className="relative flex h-dvh flex-col overflow-hidden bg-slate-950 text-white">
      <MediaView
        stream={state.remote}
        muted={!state.speakerOn}
        label={name ? tr`${name}'s video` : tr`Other person's video`}
        onHasVideo={setRemoteVideo}
        className={`absolute inset-0 h-full w-full object-cover ${showVideo && remoteVideo ? "" : "invisible"}`}
      />
      <header className="relative z-10 flex items-center gap-3 bg-gradient-to-b from-black/60 to-transparent p-4">
        <button
          type="button"
          aria-label={tr`Back (ends the call)`}
          onClick={() => void call.hangUp().then(() => navigate(home, { replace: true }))}
          className="rounded-full p-2 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <ArrowLeft aria-hidden="true" />
        </button>
        {other ? <Avatar name={name} url={other.avatarUrl} size="sm" /> : null}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold">{name || tr`Call`}</h1>
          <p className="text-xs text-white/80" role="status" aria-live="polite">
            {status.title}
            {phase === "connected" ? (
              <>
                {" · "}
                <CallTimer />
              </>
            ) : null}
          </p>
        </div>
      </header>

      {!(showVideo && remoteVideo) ? (
        <section className="relative z-10 flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
          {other ? <Avatar name={name} url={other.avatarUrl} size="lg" /> : null}
          <p className="text-xl font-semibold">{status.title}</p>
          {status.detail ? <p className="text-sm text-white/75">{status.detail}</p> : null}
          {phase === "connected" ? (
            <p className="text-sm text-white/75">
              <Trans>Voice only</Trans>
            </p>
          ) : null}
          {phase === "ringing" && !isCaller ? (
            <div className="mt-4 flex gap-3">
              <Button variant="danger" onClick={() => void call.decline()}>
                <Trans>Decline</Trans>
              </Button>
              <Button onClick={() => void call.answer()}>
                <Trans context="incoming call">Answer</Trans>
              </Button>
            </div>
          ) : null}
          {phase === "missing" ? (
            <Button variant="secondary" onClick={() => navigate(home)}>
              <Trans>Go Back</Trans>
            </Button>
          ) : null}
        </section>
      ) : (
        <div className="flex-1" />
      )}

      <div className="relative z-10 flex flex-col gap-3 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {state.mediaError ? (
          <div role="alert" className="flex items-center gap-3 rounded-2xl bg-red-600/90 p-3 text-sm">
            <span className="flex-1">{tx(state.mediaError)}</span>
            <Button variant="secondary" onClick={call.retryMedia}>
              <Trans>Retry</Trans>
            </Button>
          </div>
        ) : null}
        {state.actionError ? (
          <p role="alert" className="rounded-2xl bg-amber-500/90 p-3 text-sm text-slate-950">
            {state.actionError}
          </p>
        ) : null}
        {user?.role === "expert" && state.room ? <CareScoresBrief bookingId={state.room.bookingId} /> : null}
        {state.room?.bookingId ? <CarePlanBrief bookingId={state.room.bookingId} /> : null}
        {state.local && canUseCamera ? (
          <MediaView
            stream={state.local}
            muted
            mirrored
            label={tr`Your video`}
            className={`ml-auto aspect-[3/4] w-24 rounded-2xl bg-slate-800 object-cover shadow-lg sm:w-36 ${state.cameraOn ? "" : "opacity-30"}`}
          />
        ) : null}
        {phase !== "missing" && phase !== "ended" && phase !== "rejected" && !(phase === "ringing" && !isCaller) ? (
          <CallControls
            micOn={state.micOn}
            cameraOn={state.cameraOn && canUseCamera}
            speakerOn={state.speakerOn}
            canUseCamera={canUseCamera}
            canSwitch={cameras > 1 && canUseCamera}
            onMic={call.toggleMic}
            onCamera={call.toggleCamera}
            onSpeaker={call.toggleSpeaker}
            onSwitch={() => void call.switchCamera()}
            onEnd={() => void call.hangUp()}
          />
        ) : null}
      </div>
    </main>
  );
}
