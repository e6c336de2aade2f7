import { useEffect, useRef } from "react";

/** A <video> showing `stream` (muted for the self view; the speaker toggle mutes the other side). */
export function MediaView({
  stream,
  muted,
  label,
  className = "",
  mirrored = false,
  onHasVideo,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  className?: string;
  mirrored?: boolean;
  /** Told whether frames with a size are arriving (false for a voice-only stream). */
  onHasVideo?(has: boolean): void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v || v.srcObject === stream) return;
    v.srcObject = stream;
    if (stream) void v.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      onResize={(e) => onHasVideo?.(e.currentTarget.videoWidth > 0)}
      onLoadedMetadata={(e) => onHasVideo?.(e.currentTarget.videoWidth > 0)}
      className={`${mirrored ? "-scale-x-100" : ""} ${className}`}
    />
  );
}
