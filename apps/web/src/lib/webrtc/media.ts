// The local camera and microphone: video plus audio first, audio alone when the camera is missing or
// refused (spec §4 Media).
import { CALL_MSG } from "@saathi/contract/calls";

export interface LocalMedia {
  stream: MediaStream;
  /** True when only the microphone could be opened. */
  audioOnly: boolean;
}

export class MediaError extends Error {
  constructor(
    message: string,
    readonly denied: boolean,
  ) {
    super(message);
  }
}

const denied = (err: unknown) => {
  const name = (err as { name?: string })?.name;
  return name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError";
};

/** Opens the devices; `wantVideo` false for voice sessions. `retry` picks the second-attempt message. */
export async function openLocalMedia(wantVideo: boolean, retry = false): Promise<LocalMedia> {
  const devices = navigator.mediaDevices;
  if (!devices?.getUserMedia) throw new MediaError(CALL_MSG.mediaFailed, false);
  if (wantVideo) {
    try {
      return { stream: await devices.getUserMedia({ video: true, audio: true }), audioOnly: false };
    } catch {
      // The camera is missing, busy or refused: try the microphone alone.
    }
  }
  try {
    return { stream: await devices.getUserMedia({ audio: true }), audioOnly: true };
  } catch (err) {
    if (denied(err)) throw new MediaError(retry ? CALL_MSG.mediaStillDenied : CALL_MSG.mediaDenied, true);
    throw new MediaError(retry ? CALL_MSG.mediaStillDenied : CALL_MSG.mediaFailed, false);
  }
}

/** The next camera after the one in use (camera switching cycles cameras). */
export async function nextCamera(current: MediaStreamTrack | undefined): Promise<MediaStreamTrack | null> {
  const cams = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === "videoinput");
  if (cams.length < 2) return null;
  const at = cams.findIndex((c) => c.deviceId === current?.getSettings().deviceId);
  const next = cams[(at + 1) % cams.length];
  if (!next) return null;
  const stream = await navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: next.deviceId } } });
  return stream.getVideoTracks()[0] ?? null;
}

export async function cameraCount(): Promise<number> {
  try {
    return (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === "videoinput").length;
  } catch {
    return 0;
  }
}
