import { useLingui } from "@lingui/react/macro";
import type { CourseLesson } from "@saathi/contract/courses";

/** A lesson's video or audio, streamed from the server (which checks the viewer may open it). */
export function LessonMedia({ lesson }: { lesson: CourseLesson }) {
  const { t } = useLingui();
  if (!lesson.mediaUrl) return null;
  const name = lesson.name;
  const label = lesson.mediaKind === "audio" ? t`${name} (audio)` : t`${name} (video)`;
  return lesson.mediaKind === "audio" ? (
    // biome-ignore lint/a11y/useMediaCaption: synthesised music without speech; the lesson text above carries the guidance
    <audio controls preload="metadata" src={lesson.mediaUrl} aria-label={label} className="w-full" />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: the guidance is written into the picture and the lesson text
    <video
      controls
      playsInline
      preload="metadata"
      src={lesson.mediaUrl}
      aria-label={label}
      className="aspect-video w-full rounded-xl bg-ink"
    />
  );
}
