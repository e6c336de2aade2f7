import { useChatSync } from "../hooks/use-chat-sync.ts";

/** Mounted once in the signed-in frame: keeps chat live everywhere. */
export function ChatSync({ userId }: { userId: string }) {
  useChatSync(userId);
  return null;
}
