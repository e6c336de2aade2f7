// The snapshot moderators see, in one shape whoever flagged the content: reports keep
// `{content, before?, post?, parent?}` entries; the write check keeps `{content: string, ...}` for posts,
// comments and reviews and `{messages: [...]}` (the few before a chat message, then it) for messages.
import { type ContextEntry, type ModerationContext, moderationContextSchema } from "@saathi/contract/admin-moderation";

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

/** The context in the contract's shape; unknown shapes give an empty context, never an error. */
export function normaliseContext(
  raw: unknown,
  item: { targetId: string; authorId: string; authorName: string },
): ModerationContext {
  if (!isObject(raw)) return {};
  if (Array.isArray(raw.messages)) {
    const entries: ContextEntry[] = raw.messages.filter(isObject).map((m) => {
      const sender = str(m.senderId);
      return {
        ...(str(m.id) ? { id: str(m.id) as string } : {}),
        authorId: sender,
        authorName: sender === item.authorId ? item.authorName : "The other person",
        text: str(m.message) ?? "",
        at: str(m.sentAt),
      };
    });
    const at = entries.findIndex((e) => e.id === item.targetId);
    const i = at >= 0 ? at : entries.length - 1;
    const content = entries[i];
    return content ? { content, before: entries.slice(0, i) } : {};
  }
  if (typeof raw.content === "string") {
    return { content: { id: item.targetId, authorId: item.authorId, authorName: item.authorName, text: raw.content } };
  }
  const parsed = moderationContextSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}
