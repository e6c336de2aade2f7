// A chat message sent the way the web's fallback sends it (POST /api/chat/messages) through a harness.
import type { Harness, Member } from "./harness.ts";

/** `m` sends `message` to `receiverId` over HTTP; resolves with the answer. */
export const sendChat = (h: Harness, m: Member, receiverId: string, message: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/chat/messages",
    headers: { cookie: m.cookie },
    payload: { receiverId, message },
  });
