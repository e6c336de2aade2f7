import { useLingui } from "@lingui/react/macro";
import { Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff, Volume2, VolumeX } from "lucide-react";
import type { ReactNode } from "react";

function Round({
  label,
  pressed,
  onClick,
  children,
  danger = false,
  disabled = false,
}: {
  label: string;
  pressed?: boolean;
  onClick(): void;
  children: ReactNode;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex h-14 w-14 items-center justify-center rounded-full text-white transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40 ${
        danger
          ? "bg-red-600 hover:bg-red-700"
          : pressed === false
            ? "bg-white/90 text-slate-900"
            : "bg-white/15 hover:bg-white/25"
      }`}
    >
      {children}
    </button>
  );
}

/** Mic, camera, speaker, camera switching and end (spec §2 Call screen). */
export function CallControls(p: {
  micOn: boolean;
  cameraOn: boolean;
  speakerOn: boolean;
  canUseCamera: boolean;
  canSwitch: boolean;
  onMic(): void;
  onCamera(): void;
  onSpeaker(): void;
  onSwitch(): void;
  onEnd(): void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-center gap-3" role="toolbar" aria-label={t`Call controls`}>
      <Round label={p.micOn ? t`Mute microphone` : t`Unmute microphone`} pressed={p.micOn} onClick={p.onMic}>
        {p.micOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
      </Round>
      <Round
        label={p.cameraOn ? t`Turn camera off` : t`Turn camera on`}
        pressed={p.cameraOn}
        onClick={p.onCamera}
        disabled={!p.canUseCamera}
      >
        {p.cameraOn ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />}
      </Round>
      <Round label={p.speakerOn ? t`Turn speaker off` : t`Turn speaker on`} pressed={p.speakerOn} onClick={p.onSpeaker}>
        {p.speakerOn ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
      </Round>
      {p.canSwitch ? (
        <Round label={t`Switch camera`} onClick={p.onSwitch}>
          <SwitchCamera aria-hidden="true" />
        </Round>
      ) : null}
      <Round label={t`End call`} danger onClick={p.onEnd}>
        <PhoneOff aria-hidden="true" />
      </Round>
    </div>
  );
}
