import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CHAT_MSG, CHAT_SEARCH_DEBOUNCE_MS } from "@saathi/contract/chat";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { UserCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { searchUsers } from "../../../lib/api/users/search-users.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { timeAgo } from "../../../lib/time-ago.ts";
import { chatKeys } from "../api/chat-keys.ts";
import { useConversations } from "../api/get-conversations.ts";
import { useHeldWhilePressed } from "../hooks/use-held-while-pressed.ts";
import type { Partner } from "./chat-pane.tsx";

const FILTERS = {
  dock: [msg`Depression`, msg`Expert`, msg`Mood`, msg`Chat`, msg`Voice`, msg`Buddy`],
  page: [msg`Depression`, msg`English`, msg`Voice`, msg`Buddy`],
};

/** Conversations newest first, with unread badges, presence and a member search (300 ms, 10 results). */
export function ConversationList({
  onOpen,
  variant = "page",
  activeId,
}: {
  onOpen(p: Partner): void;
  variant?: "page" | "dock";
  activeId?: string;
}) {
  const { t, i18n } = useLingui();
  const conversations = useConversations();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), CHAT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    queryKey: chatKeys.search(q),
    queryFn: ({ signal }) => searchUsers(q, signal),
    enabled: q.length > 0,
    // Typing on keeps the last results on screen until the next ones arrive (no blank flash).
    placeholderData: keepPreviousData,
  });
  // Rows never move under a pressed pointer (results or a new message would reorder them).
  const { shown, hold } = useHeldWhilePressed({
    q,
    found: results.data,
    conversations: conversations.data,
    failed: conversations.isError,
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="p-3">
        <label className="sr-only" htmlFor={`chat-search-${variant}`}>
          <Trans>Search users</Trans>
        </label>
        <input
          id={`chat-search-${variant}`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Search users...`}
          className="min-h-10 w-full rounded-full border border-slate-200 bg-slate-50 px-4 text-sm"
        />
        <div className="mt-2 flex gap-1.5 overflow-x-auto pb-1">
          {FILTERS[variant].map((f) => (
            <span key={f.id} className="shrink-0 rounded-full border border-slate-200 px-3 py-1 text-xs text-muted">
              {i18n._(f)}
            </span>
          ))}
        </div>
      </div>
      <ul
        className="min-h-0 flex-1 overflow-y-auto px-2 pb-2"
        aria-label={shown.q ? t`Members found` : t`Conversations`}
        onPointerDown={hold}
      >
        {shown.q ? (
          shown.found?.length === 0 ? (
            <li className="p-4 text-center text-sm text-muted">
              <Trans>No users found</Trans>
            </li>
          ) : (
            shown.found?.map((u) => (
              <li key={u.userId}>
                <button
                  type="button"
                  onClick={() => {
                    setText("");
                    setQ("");
                    onOpen({ userId: u.userId, name: u.displayName, username: u.username, avatar: u.avatarUrl });
                  }}
                  className="flex w-full items-center gap-3 rounded-2xl p-2 text-left hover:bg-brand-50"
                >
                  <Avatar name={u.displayName} url={u.avatarUrl} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-ink">{u.displayName}</span>
                    <span className="block truncate text-xs text-muted">
                      <Trans>Start a conversation</Trans>
                    </span>
                  </span>
                </button>
              </li>
            ))
          )
        ) : null}
        {!shown.q && shown.failed ? (
          <li className="p-4 text-center text-sm text-red-700">{tx(CHAT_MSG.loadConversationsFailed)}</li>
        ) : null}
        {!shown.q && shown.conversations?.length === 0 ? (
          <li className="p-4 text-center text-sm text-muted">
            <Trans>No conversations yet</Trans>
          </li>
        ) : null}
        {!shown.q
          ? shown.conversations?.map((c) => {
              const unread = c.unread;
              return (
                <li key={c.userId}>
                  {/* Its name is what it shows (axe: the label must contain the visible text), with "unread" for
                      screen readers after the count. */}
                  <button
                    type="button"
                    onClick={() => onOpen({ userId: c.userId, name: c.name, username: c.username, avatar: c.avatar })}
                    className={`flex w-full items-center gap-3 rounded-2xl p-2 text-left hover:bg-brand-50 ${activeId === c.userId ? "bg-brand-50" : ""}`}
                  >
                    <span className="relative">
                      <Avatar name={c.name} url={c.avatar} size="sm" />
                      {c.online ? (
                        <span className="absolute right-0 bottom-0 h-2.5 w-2.5 rounded-full border-2 border-white bg-green-500" />
                      ) : null}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-1 truncate text-sm font-semibold text-ink">
                        {c.name}{" "}
                        {c.friendStatus === "friend" ? (
                          <UserCheck size={14} className="text-brand-700" aria-label={t`Buddy`} />
                        ) : null}
                      </span>
                      <span className="block truncate text-xs text-muted">{c.message}</span>
                    </span>
                    <span className="flex flex-col items-end gap-1">
                      <span className="text-[11px] text-muted">{timeAgo(c.time)}</span>
                      {c.unread > 0 ? (
                        <span
                          data-testid="unread-badge"
                          className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-[11px] font-semibold text-white"
                        >
                          {c.unread}
                        </span>
                      ) : null}
                      {unread > 0 ? (
                        <span className="sr-only">
                          {" "}
                          <Trans>unread</Trans>
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })
          : null}
      </ul>
    </div>
  );
}
