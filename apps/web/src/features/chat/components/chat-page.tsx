import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { ChatPane, type Partner } from "./chat-pane.tsx";
import { ConversationList } from "./conversation-list.tsx";

/** /chat: the list, and the open conversation beside it (or instead of it on phones). */
export function ChatPage() {
  const me = useMe().data?.user?.id;
  const location = useLocation();
  const [open, setOpen] = useState<Partner | null>((location.state as { partner?: Partner } | null)?.partner ?? null);
  // Back from a conversation (phones, where it replaced the list): the list's title takes the focus.
  const [cameBack, setCameBack] = useState(false);
  const listTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (cameBack && !open) listTitle.current?.focus();
  }, [cameBack, open]);
  if (!me) return null;
  return (
    <div className="mx-auto flex h-[calc(100dvh-8rem)] max-w-5xl gap-4 px-3 py-4 lg:h-[calc(100dvh-5rem)]">
      <h1 className="sr-only">
        <Trans>Chat</Trans>
      </h1>
      <div
        className={`flex w-full flex-col rounded-3xl border border-slate-200 bg-white lg:w-80 ${open ? "max-lg:hidden" : ""}`}
      >
        <h2 ref={listTitle} tabIndex={-1} className="px-4 pt-4 text-lg font-semibold text-ink outline-none">
          <Trans>Buddies</Trans>
        </h2>
        {/* Beside an open conversation (wide screens) its own notice says it. */}
        <OfflineNotice source="/api/chat/" className={`mx-3 mt-2 ${open ? "lg:hidden" : ""}`} />
        <ConversationList onOpen={setOpen} activeId={open?.userId} />
      </div>
      {open ? (
        <ChatPane
          key={open.userId}
          me={me}
          partner={open}
          focusOnOpen
          onBack={() => {
            setCameBack(true);
            setOpen(null);
          }}
        />
      ) : (
        <div className="hidden flex-1 items-center justify-center rounded-3xl border border-dashed border-slate-300 text-muted lg:flex">
          <Trans>Select a conversation</Trans>
        </div>
      )}
    </div>
  );
}
