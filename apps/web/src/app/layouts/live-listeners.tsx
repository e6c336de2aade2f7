// The signed-in app's live parts: the socket and its notifications, chat sync and incoming calls. One
// chunk, loaded once the first screen is up (app-shell.tsx); what arrived meanwhile is read again when
// the socket is ready (each listener's onReady).
import { IncomingCallPopup } from "../../features/calls/components/incoming-call-popup.tsx";
import { ChatSync } from "../../features/chat/components/chat-sync.tsx";
import { NotificationsListener } from "../../features/notifications/components/notifications-listener.tsx";

export function LiveListeners({ userId }: { userId: string }) {
  return (
    <>
      <NotificationsListener userId={userId} />
      <ChatSync userId={userId} />
      <IncomingCallPopup userId={userId} />
    </>
  );
}
