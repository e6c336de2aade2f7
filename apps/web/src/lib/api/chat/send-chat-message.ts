import type { ChatMessage } from "@saathi/contract/chat";
import { SOCKET_REQUEST_ERROR, SOCKET_REQUESTS } from "@saathi/contract/realtime";
import { ApiError, api } from "../../api-client.ts";
import { realtime } from "../../realtime-client.ts";
import { SocketUnavailable } from "../../socket-requests.ts";

export interface SendChatMessageBody {
  receiverId: string;
  message: string;
  clientId: string;
}

/**
 * Whether a socket send's failure is one HTTP should be asked instead: the socket could not carry it,
 * the socket itself refused it (the server does not take it this way, as an older server during a
 * deploy or a staff session, or more are waiting on this socket than it takes), or the session needs
 * attention (only the API client tells the app to ask who is signed in, or for the two-step code).
 * Any other answer, a refusal above all, is the route's own: asking elsewhere would not change it.
 */
function askOverHttp(err: unknown): boolean {
  if (err instanceof SocketUnavailable) return true;
  if (!(err instanceof ApiError)) return false;
  if (err.code === SOCKET_REQUEST_ERROR.unknown || err.code === SOCKET_REQUEST_ERROR.tooMany) return true;
  return err.status === 401 || err.code === "TWO_FACTOR_REQUIRED";
}

/**
 * POST /api/chat/messages, over the tab's open socket when it can (no request line, headers or
 * cookies per message), else over HTTP; the same answer and the same ApiError either way. Chat sends
 * only through the offline outbox (queued, then sent with the message's own client id, so a retried
 * send, on either path, is stored once), which is why the fetcher is shared.
 */
export async function sendChatMessage(body: SendChatMessageBody): Promise<ChatMessage> {
  try {
    return await realtime.request<ChatMessage>(SOCKET_REQUESTS.chatSend, body);
  } catch (err) {
    if (!askOverHttp(err)) throw err;
  }
  return api<ChatMessage>("/api/chat/messages", { method: "POST", body });
}
