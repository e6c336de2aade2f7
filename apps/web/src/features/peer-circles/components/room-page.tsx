// /peer-circles/:roomId: one circle. A visitor to it sees what it is about and joins under a nickname
// while it is open; a member reads the last 7 days live, writes (every message is crisis-checked: a
// risk message brings its writer the helpline card), reports, mutes or blocks another member, and
// leaves. The circle's listeners also see which messages may show risk, to check in kindly. Circles are
// for adults (decision 038): a member under 18 sees a kind notice in place of all of it (and may leave a
// circle joined before), and never loads its messages or listens on it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CrisisLevelName } from "@saathi/contract/crisis";
import { PEER_MESSAGE_MAX_CHARS, PEER_MSG, type PeerMessage, type PeerRoomDetail } from "@saathi/contract/peer-circles";
import { type FormEvent, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { showsCrisisCard, WriteCrisisCard } from "../../../components/safety/crisis-card.tsx";
import { FriendSupportPrompt } from "../../../components/safety/friend-support-prompt.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { useIsMinor } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { formatTime } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useRoom } from "../api/get-room.ts";
import { useRoomMessages } from "../api/get-room-messages.ts";
import { useSendRoomMessage } from "../api/send-room-message.ts";
import { AdultsOnlyNotice } from "./adults-only-notice.tsx";
import { JoinCircle } from "./join-circle.tsx";
import { LeadCircle } from "./lead-circle.tsx";
import { LeaveCircleButton } from "./leave-circle-button.tsx";
import { MemberActions } from "./member-actions.tsx";
import { openState } from "./open-hours.ts";
import { useMinuteClock } from "./peer-circles-page.tsx";
import { indiaTime, indiaWeekday, languageLabel, topicLabel } from "./room-words.ts";
import { useRoomSync } from "./use-room-sync.ts";

const RISK = new Set(["risk", "imminent", "danger"]);

export function RoomPage() {
  const { roomId = "" } = useParams();
  return <RoomScreen roomId={roomId} />;
}

export function RoomScreen({ roomId }: { roomId: string }) {
  const room = useRoom(roomId);
  const now = useMinuteClock();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <Link to="/peer-circles" className="self-start text-sm font-semibold text-brand-700 underline">
        <Trans>All circles</Trans>
      </Link>
      {room.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading the circle…</Trans>
        </p>
      ) : room.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>
            {room.error instanceof ApiError && room.error.status === 404 ? (
              tx(PEER_MSG.roomNotFound)
            ) : (
              <Trans>We couldn't load this circle. Check your connection and try again.</Trans>
            )}
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void room.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Room room={room.data} now={now} />
      )}
    </section>
  );
}

function Room({ room, now }: { room: PeerRoomDetail; now: number }) {
  const minor = useIsMinor();
  const state = openState(room.openHours, now);
  const open = state.open;
  const topic = topicLabel(room.topic);
  const language = languageLabel(room.language);
  const nextDay = state.next !== null ? indiaWeekday(state.next) : "";
  const nextTime = state.next !== null ? indiaTime(state.next) : "";
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="break-words text-2xl font-bold text-ink">{room.name}</h1>
        <p className="text-sm text-muted">
          {topic} · {language} ·{" "}
          {open ? (
            <Trans>Open now</Trans>
          ) : state.next !== null ? (
            <Trans>
              Opens {nextDay} at {nextTime} (India time)
            </Trans>
          ) : (
            <Trans>Closed</Trans>
          )}
        </p>
      </header>
      {minor ? (
        <AdultsOnlyNotice leaveRoomId={room.me ? room.id : undefined} />
      ) : (
        <>
          {room.me ? <MemberView room={room} me={room.me} open={open} /> : <JoinCircle room={room} open={open} />}
          {!room.me && !open ? <Alert tone="info">{tx(PEER_MSG.roomClosed)}</Alert> : null}
          {!room.me && room.listenerCount === 0 ? <Alert tone="info">{tx(PEER_MSG.roomPaused)}</Alert> : null}
          {room.listenerCount === 0 ? <LeadCircle room={room} /> : null}
        </>
      )}
    </>
  );
}

function MemberView({
  room,
  me,
  open,
}: {
  room: PeerRoomDetail;
  me: NonNullable<PeerRoomDetail["me"]>;
  open: boolean;
}) {
  const messages = useRoomMessages(room.id, true);
  useRoomSync(room.id, true, room.hiddenMemberIds);
  const iLead = me.isListener;
  const mutedIds = new Set(room.members.filter((m) => m.muted).map((m) => m.id));
  const shown = (messages.data ?? []).filter((m) => !room.hiddenMemberIds.includes(m.memberId));
  const risky = iLead
    ? shown.filter((m) => m.memberId !== me.memberId && m.crisisLevel && RISK.has(m.crisisLevel))
    : [];
  const count = room.members.length;

  return (
    <div className="flex flex-col gap-4">
      {risky.length > 0 ? <RiskAlerts messages={risky} /> : null}
      {room.blockedPresent ? (
        <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          <Trans>
            Someone you blocked is in this circle. You will not see each other's messages; you can leave at any time.
          </Trans>
        </p>
      ) : null}
      <details className="rounded-2xl border border-slate-200 bg-white p-3 text-sm text-ink">
        <summary className="min-h-11 cursor-pointer py-2 font-medium">
          <Trans>In this circle ({count})</Trans>
        </summary>
        <ul className="flex flex-col gap-1 pl-2">
          {room.members.map((m) => (
            <li key={m.id}>
              {m.nickname}
              {m.id === me.memberId ? (
                <span className="text-muted">
                  {" "}
                  <Trans>(you)</Trans>
                </span>
              ) : null}
              {m.isListener ? (
                <span className="text-muted">
                  {" "}
                  · <Trans>listener</Trans>
                </span>
              ) : null}
              {m.muted ? (
                <span className="text-muted">
                  {" "}
                  · <Trans>muted</Trans>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
      <section aria-labelledby="peer-messages-title" className="flex flex-col gap-2">
        <h2 id="peer-messages-title" className="text-lg font-semibold text-ink">
          <Trans>Messages</Trans>
        </h2>
        {messages.isPending ? (
          <p role="status" className="text-muted">
            <Trans>Loading messages…</Trans>
          </p>
        ) : messages.isError ? (
          <div className="flex flex-col gap-2">
            <Alert>
              <Trans>We couldn't load the messages. Check your connection and try again.</Trans>
            </Alert>
            <Button variant="secondary" className="self-start" onClick={() => void messages.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-4 text-muted">
            <Trans>No messages yet. Say hello when you are ready.</Trans>
          </p>
        ) : (
          <div role="log" aria-live="polite" aria-labelledby="peer-messages-title">
            <ol className="flex flex-col gap-3">
              {shown.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  mine={m.memberId === me.memberId}
                  iLead={iLead}
                  writerMuted={mutedIds.has(m.memberId)}
                />
              ))}
            </ol>
          </div>
        )}
      </section>
      <SendBox roomId={room.id} open={open} muted={me.muted} paused={room.listenerCount === 0} />
      <LeaveCircleButton roomId={room.id} variant="ghost" />
    </div>
  );
}

/** The listener's view: messages that may show risk, newest first, so they can check in kindly. */
function RiskAlerts({ messages }: { messages: PeerMessage[] }) {
  return (
    <section
      role="alert"
      aria-labelledby="peer-risk-title"
      data-testid="peer-risk-alert"
      className="flex flex-col gap-2 rounded-3xl border border-red-200 bg-red-50 p-4 text-ink"
    >
      <h2 id="peer-risk-title" className="text-base font-semibold">
        <Trans>Someone here may be at risk</Trans>
      </h2>
      <p className="text-sm">
        <Trans>Please check in with them kindly and share the helplines. Saathi's moderators have been told too.</Trans>
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {[...messages].reverse().map((m) => {
          const nickname = m.nickname;
          const at = formatTime(m.createdAt);
          return (
            <li key={m.id}>
              <Trans>
                {nickname} at {at}
              </Trans>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function MessageItem({
  message: m,
  mine,
  iLead,
  writerMuted,
}: {
  message: PeerMessage;
  mine: boolean;
  iLead: boolean;
  writerMuted: boolean;
}) {
  const risk = !!m.crisisLevel && RISK.has(m.crisisLevel);
  return (
    <li
      className={`rounded-2xl border p-3 ${mine ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white"} ${
        iLead && risk && !mine ? "border-red-300" : ""
      }`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-ink">{m.nickname}</span>
        {m.isListener ? (
          <span className="text-xs text-muted">
            <Trans>listener</Trans>
          </span>
        ) : null}
        <time dateTime={m.createdAt} className="text-xs text-muted">
          {formatTime(m.createdAt)}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-ink">{m.text}</p>
      {m.held ? (
        <p className="mt-1 text-xs text-muted">
          <Trans>Waiting for a quick review: only you can see it for now.</Trans>
        </p>
      ) : null}
      {iLead && risk && !mine ? (
        <p className="mt-1 text-xs font-semibold text-red-800">
          <Trans>May be at risk: check in kindly</Trans>
        </p>
      ) : null}
      {/* Other members get the kind prompt chat gives a friend (the listener has the alert above). */}
      {risk && !mine && !iLead ? (
        <div className="mt-2">
          <FriendSupportPrompt name={m.nickname} />
        </div>
      ) : null}
      {mine ? null : <MemberActions message={m} iLead={iLead} writerMuted={writerMuted} />}
    </li>
  );
}

function SendBox({
  roomId,
  open,
  muted,
  paused,
}: {
  roomId: string;
  open: boolean;
  muted: boolean;
  /** No listener leads the room now (e.g. its listener's role was taken away): read, not write. */
  paused: boolean;
}) {
  const { t } = useLingui();
  const send = useSendRoomMessage();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [crisis, setCrisis] = useState<{ level: CrisisLevelName; held: boolean; othersDanger?: boolean } | null>(null);
  const clientId = useRef(crypto.randomUUID());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const words = text.trim();
    if (!words) return setError(PEER_MSG.messageEmpty);
    if (words.length > PEER_MESSAGE_MAX_CHARS) return setError(PEER_MSG.messageTooLong);
    setError(undefined);
    send.mutate(
      { roomId, text: words, clientId: clientId.current },
      {
        onSuccess: (saved) => {
          setText("");
          clientId.current = crypto.randomUUID();
          const level = saved.crisis?.level;
          if (showsCrisisCard(level))
            setCrisis({ level, held: !!(saved.held || saved.crisis?.held), othersDanger: saved.crisis?.othersDanger });
        },
        onError: (err) =>
          setError(err instanceof ApiError ? err.message : t`Your message wasn't sent. Please try again.`),
      },
    );
  };

  if (muted) return <Alert tone="info">{tx(PEER_MSG.mutedInRoom)}</Alert>;
  if (paused) return <Alert tone="info">{tx(PEER_MSG.roomPaused)}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      <WriteCrisisCard crisis={crisis} onDismiss={() => setCrisis(null)} />
      {open ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <TextAreaField
            label={t`Write to the circle`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={PEER_MESSAGE_MAX_CHARS}
            error={error}
            rows={3}
          />
          <Button type="submit" className="self-start" busy={send.isPending} busyText={t`Sending…`}>
            <Trans>Send</Trans>
          </Button>
        </form>
      ) : (
        <Alert tone="info">{tx(PEER_MSG.roomClosed)}</Alert>
      )}
    </div>
  );
}
