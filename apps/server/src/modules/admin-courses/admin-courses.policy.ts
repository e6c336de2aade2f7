// Course catalogue rules, pure: what a lesson may play, what a price means, when a course may go live.

/** Media types a lesson may hold, by the type its bytes show (file-type's names), and how it plays. */
const MEDIA: Record<string, { kind: "video" | "audio"; type: string }> = {
  "video/mp4": { kind: "video", type: "video/mp4" },
  "video/webm": { kind: "video", type: "video/webm" },
  "audio/mpeg": { kind: "audio", type: "audio/mpeg" },
  "audio/mp4": { kind: "audio", type: "audio/mp4" },
  "audio/x-m4a": { kind: "audio", type: "audio/mp4" },
  "audio/m4a": { kind: "audio", type: "audio/mp4" },
  "audio/ogg": { kind: "audio", type: "audio/ogg" },
  "audio/opus": { kind: "audio", type: "audio/ogg" },
};

/** How a sniffed file plays as a lesson, or null when it is not lesson media. */
export function lessonMedia(sniffedMime: string | undefined): { kind: "video" | "audio"; type: string } | null {
  return (sniffedMime && MEDIA[sniffedMime]) || null;
}

/** A price in paise: 0 is a free course (the table's check wants is_paid to agree). */
export const priceFields = (price: number) => ({ price, isPaid: price > 0 });

/** A course goes live only with something to play. */
export const mayPublish = (c: { lesson_media_count: number }) => c.lesson_media_count > 0;
