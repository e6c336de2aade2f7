import { Trans, useLingui } from "@lingui/react/macro";
import { CHAT_MSG } from "@saathi/contract/chat";
import type { CrisisLevelName } from "@saathi/contract/crisis";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, MoreVertical, SendHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { PushPrompt } from "../../../components/push/push-prompt.tsx";
import { ModerationMark } from "../../../components/safety/content-marks.tsx";
import { showsCrisisCard, WriteCrisisCard } from "../../../components/safety/crisis-card.tsx";
import { FriendSupportPrompt } from "../../../components/safety/friend-support-prompt.tsx";
import { SafetyMenu } from "../../../components/safety/safety-menu.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { GuardianWaitNotice } from "../../../components/young-people/guardian-wait-notice.tsx";
import { checkText } from "../../../lib/api/crisis/check-text.ts";
import { useGuardianWait } from "../../../lib/api/young-people/get-youth-status.ts";
import { formatStamp } from "../../../lib/date-stamp.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useNetworkStatus } from "../../../lib/offline/network-status.ts";
import { outbox, useOutbox } from "../../../lib/offline/outbox.ts";
import { markPushMoment } from "../../../lib/push/push-moment.ts";
import { bumpConversation, conversationsQueryOptions } from "../api/get-conversations.ts";
import { upsertMessage, useMessages } from "../api/get-messages.ts";
import { markConversationRead } from "../api/mark-conversation-read.ts";
import { setOpenConversation } from "../hooks/open-conversation.ts";
import { chatDayLabel } from "./day-label.ts";
import { MessageTicks } from "./message-ticks.tsx";
import { pendingMessages } from "./pending-messages.ts";

export interface Partner {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
}

/** One conversation: day separators, bubbles with ticks, and a box where Enter sends. */
export function ChatPane({
  me,
  partner,
  onBack,
  compact,
  focusOnOpen,
}: {
  me: string;
  partner: Partner;
  onBack?: () => void;
  compact?: boolean;
  /** Opened in place of the list (a phone): the partner's name takes the focus, so it is not lost. */
  focusOnOpen?: boolean;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const messages = useMessages(partner.userId);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  // The writer's crisis card after a message that speaks of crisis.
  const [crisis, setCrisis] = useState<{ level: CrisisLevelName; held: boolean; othersDanger?: boolean } | null>(null);
  // Every message goes through the outbox (kept on the phone, sent in the order typed, each
  // with its client id), so one written offline, or whose send found no network, waits in the
  // conversation ("Waiting for connection") and is sent once when the network is back.
  const queued = useOutbox(me);
  const online = useNetworkStatus().online;
  // A member under 18 waiting for their guardian's consent: messages would be refused, so no box to type in.
  const guardianWait = useGuardianWait();
  const bottom = useRef<HTMLLIElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the conversation opens
  useEffect(() => {
    if (focusOnOpen) title.current?.focus();
  }, []);

  // Opening a conversation marks it read and resets its unread count.
  useEffect(() => {
    setOpenConversation(partner.userId);
    queryClient.setQueryData(conversationsQueryOptions.queryKey, (old) =>
      old?.map((c) => (c.userId === partner.userId ? { ...c, unread: 0 } : c)),
    );
    void markConversationRead(partner.userId).catch(() => {});
    return () => setOpenConversation(null);
  }, [partner.userId, queryClient]);

  // A message the server accepted becomes the normal one (ticks); the writer's crisis card shows here.
  useEffect(
    () =>
      outbox.onSent((sent) => {
        if (sent.kind !== "chat" || sent.item.ownerId !== me || sent.item.receiverId !== partner.userId) return;
        const saved = sent.saved;
        upsertMessage(queryClient, partner.userId, saved);
        markPushMoment("chat");
        const level = saved.crisis?.level;
        if (showsCrisisCard(level))
          setCrisis({ level, held: !!(saved.held || saved.crisis?.held), othersDanger: saved.crisis?.othersDanger });
        bumpConversation(queryClient, me, saved, {
          unreadDelta: 0,
          partner: { name: partner.name, username: partner.username, avatar: partner.avatar },
        });
      }),
    [me, partner, queryClient],
  );

  // Refused for good (blocked, too long...): the words come back to the input (after anything typed
  // since, so nothing written is lost) with the reason, and leave the outbox.
  const refused = queued.find((i) => i.kind === "chat" && i.receiverId === partner.userId && i.state === "failed");
  useEffect(() => {
    if (!refused) return;
    void outbox.remove(refused.clientId);
    setText((now) => (now.trim() ? `${refused.body}\n${now}` : refused.body));
    setError(refused.error ? tx(refused.error) : tx(CHAT_MSG.sendFailed));
    // Refused before the crisis check read it (a young person awaiting consent, say): its words are read
    // on their own (nothing stored), so words of crisis still bring the crisis card.
    void checkText(refused.body).then((read) => {
      if (showsCrisisCard(read.level)) setCrisis({ level: read.level, held: false, othersDanger: read.othersDanger });
    });
  }, [refused]);

  const list = useMemo(
    () => pendingMessages(messages.data ?? [], queued, partner.userId, online),
    [messages.data, queued, partner.userId, online],
  );
  const count = list.length;
  useEffect(() => {
    if (count) bottom.current?.scrollIntoView({ block: "end" });
  }, [count]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body) return;
    setError("");
    setText("");
    void outbox.add({
      kind: "chat",
      ownerId: me,
      receiverId: partner.userId,
      body,
      clientId: `temp-${crypto.randomUUID()}`,
      createdAt: new Date().toISOString(),
    });
  };

  const partnerName = partner.name;
  // The support prompt goes under the partner's latest message that spoke of crisis (once, not under each).
  const promptAfter = list.findLastIndex((m) => m.senderId !== me && m.crisisLevel);
  return (
    <section
      aria-label={t`Chat with ${partnerName}`}
      className={`flex min-h-0 flex-1 flex-col bg-white ${compact ? "" : "rounded-3xl border border-slate-200"}`}
    >
      <header className="flex items-center gap-3 border-b border-slate-100 px-3 py-2">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label={t`Back to conversations`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <ArrowLeft size={18} />
          </button>
        ) : null}
        <Avatar name={partner.name} url={partner.avatar} size="sm" />
        <h2 ref={title} tabIndex={-1} className="flex-1 truncate font-semibold text-ink outline-none">
          {partner.name}
        </h2>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            aria-label={t`Conversation options`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <MoreVertical size={18} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              sideOffset={4}
              className="z-50 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
            >
              <DropdownMenu.Item asChild>
                <Link
                  to={partner.username ? `/profile/@${partner.username}` : `/profile/${partner.userId}`}
                  className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
                >
                  <Trans>View Profile</Trans>
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item disabled className="rounded-lg px-3 py-2 text-sm text-muted">
                <Trans>Remove Buddy</Trans>
              </DropdownMenu.Item>
              <DropdownMenu.Item disabled className="rounded-lg px-3 py-2 text-sm text-muted">
                <Trans>Delete Chat</Trans>
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>
      <OfflineNotice source="/api/chat/" className="mx-2 mt-2" />
      {/* Focusable so a keyboard can scroll the history (axe: scrollable-region-focusable). */}
      <ol
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={t`Conversation history`}
        className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-3 py-3"
        aria-live="polite"
      >
        {messages.isLoading ? (
          <li className="text-center text-sm text-muted">
            <Trans>Loading messages...</Trans>
          </li>
        ) : null}
        {messages.isError ? (
          <li className="text-center text-sm text-red-700">{tx(CHAT_MSG.loadMessagesFailed)}</li>
        ) : null}
        {messages.isSuccess && list.length === 0 ? (
          <li className="m-auto text-sm text-muted">
            <Trans>Say hello to {partnerName}.</Trans>
          </li>
        ) : null}
        {list.map((m, i) => {
          const mine = m.senderId === me;
          const day = chatDayLabel(new Date(m.sentAt));
          const prev = list[i - 1];
          return (
            <li key={m.id} className="group flex flex-col">
              {!prev || chatDayLabel(new Date(prev.sentAt)) !== day ? (
                <span className="mx-auto my-2 rounded-full bg-slate-100 px-3 py-0.5 text-xs text-muted">{day}</span>
              ) : null}
              <div className={`flex max-w-[90%] items-center gap-1 ${mine ? "self-end" : "self-start"}`}>
                <div
                  data-testid="chat-bubble"
                  className={`max-w-full rounded-2xl px-3 py-2 text-sm ${mine ? "bg-brand-700 text-white" : "bg-slate-100 text-ink"}`}
                >
                  <p className={`whitespace-pre-wrap break-words ${m.removed ? "italic text-muted" : ""}`}>
                    {m.removed ? tx(m.message) : m.message}
                  </p>
                  <p
                    className={`mt-0.5 flex items-center justify-end gap-1 text-[11px] ${mine ? "text-white" : "text-muted"}`}
                  >
                    {formatStamp(m.sentAt, "h:mm a", { hour: "numeric", minute: "2-digit", hour12: true })}
                    {mine ? <MessageTicks message={m} waiting={m.waiting} /> : null}
                  </p>
                </div>
                {!mine && !m.removed ? (
                  <SafetyMenu
                    target={{ type: "message", id: m.id }}
                    person={{ userId: partner.userId, name: partner.name }}
                  />
                ) : null}
              </div>
              {mine ? <ModerationMark mark={m.moderation} /> : null}
              {i === promptAfter ? (
                <div className="mt-2 max-w-[90%] self-start">
                  <FriendSupportPrompt name={partner.name} />
                </div>
              ) : null}
            </li>
          );
        })}
        <li ref={bottom} aria-hidden="true" />
      </ol>
      {crisis ? (
        <div className="max-h-[60%] overflow-y-auto px-2 pt-2">
          <WriteCrisisCard crisis={crisis} onDismiss={() => setCrisis(null)} />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="px-3 text-xs text-red-700">
          {tx(error)}
        </p>
      ) : null}
      {/* Never a request for notifications over the helplines: asked once the card is put away. */}
      {crisis ? null : <PushPrompt waitFor="chat" className="mx-2 mb-2" />}
      {guardianWait ? (
        <div className="border-t border-slate-100 p-2">
          <GuardianWaitNotice status={guardianWait} compact />
        </div>
      ) : (
        <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-100 p-2">
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t`Type your message...`}
            aria-label={t`Message`}
            maxLength={2000}
            className="min-h-11 flex-1 rounded-full border border-slate-300 px-4 text-sm"
          />
          <button
            type="submit"
            aria-label={t`Send`}
            disabled={!text.trim()}
            className="rounded-full bg-brand-700 p-3 text-white disabled:opacity-50"
          >
            <SendHorizontal size={18} />
          </button>
        </form>
      )}
    </section>
  );
}
