import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, ChevronUp, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import type { Partner } from "./chat-pane.tsx";

// The list and the conversation load when the dock is first opened.
const ChatPane = lazy(async () => ({ default: (await import("./chat-pane.tsx")).ChatPane }));
const ConversationList = lazy(async () => ({ default: (await import("./conversation-list.tsx")).ConversationList }));

/**
 * The desktop dock (1024 px and wider): 'Buddies' 400x580 bottom right, the conversation to its left.
 * It floats over the page, so it also reserves room: a spacer after the page as tall as the collapsed
 * dock (the end of every page scrolls clear of it) and, in index.css, scroll padding so that focus
 * and scrollIntoView stop above it. Nothing a person can click stays under the collapsed dock.
 */
export function ChatDock({ me }: { me: string }) {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useState(true);
  const [open, setOpen] = useState<Partner | null>(null);
  const { pathname } = useLocation();
  if (pathname.startsWith("/chat") || pathname.startsWith("/call")) return null;
  return (
    <>
      <div aria-hidden="true" data-dock-spacer className="hidden h-(--chat-dock-reserve) shrink-0 lg:block" />
      <div data-chat-dock className="fixed right-4 bottom-0 z-30 hidden items-end gap-3 lg:flex">
        {open && !collapsed ? (
          <div className="flex h-[580px] w-[400px] flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-xl">
            <div className="flex justify-end border-b border-slate-100 px-2">
              <button
                type="button"
                aria-label={t`Close conversation`}
                onClick={() => setOpen(null)}
                className="rounded-full p-1.5 hover:bg-slate-100"
              >
                <X size={16} />
              </button>
            </div>
            <Suspense fallback={null}>
              <ChatPane key={open.userId} me={me} partner={open} compact />
            </Suspense>
          </div>
        ) : null}
        <section
          aria-label={t`Buddies`}
          className={`flex w-[400px] flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-xl ${collapsed ? "" : "h-[580px]"}`}
        >
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-expanded={!collapsed}
            className="flex items-center justify-between px-4 py-3 font-semibold text-ink"
          >
            <Trans>Buddies</Trans> {collapsed ? <ChevronUp size={18} /> : <ChevronDown size={18} />}
          </button>
          {!collapsed ? (
            <Suspense fallback={null}>
              <ConversationList variant="dock" onOpen={setOpen} activeId={open?.userId} />
            </Suspense>
          ) : null}
        </section>
      </div>
    </>
  );
}
