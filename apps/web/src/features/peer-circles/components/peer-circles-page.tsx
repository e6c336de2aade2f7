// /peer-circles: the peer circles, text rooms on a topic led by trained listeners, open at set hours
// (shown in India time). Each says whether it is open now or when it opens; the member's own circles
// say so. Approved listeners open a circle here; everyone else finds the way to become one. Circles are for
// adults (decision 038): a member under 18 sees the list with a kind notice instead, and no way in.
import { Trans, useLingui } from "@lingui/react/macro";
import {
  PEER_LANGUAGES,
  PEER_TOPICS,
  type PeerLanguage,
  type PeerRoom,
  type PeerTopic,
} from "@saathi/contract/peer-circles";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useIsMinor } from "../../../lib/api/session/get-me.ts";
import { useListenerMe } from "../api/get-listener-me.ts";
import { type RoomFilters, useRooms } from "../api/get-rooms.ts";
import { AdultsOnlyNotice } from "./adults-only-notice.tsx";
import { CreateRoomForm } from "./create-room-form.tsx";
import { openState, sortedWindows } from "./open-hours.ts";
import { indiaTime, indiaWeekday, languageLabel, topicLabel, windowLabel } from "./room-words.ts";

/** The clock, moved on every minute so "open now" changes while the page stays open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

const selectClass = "min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink";

export function PeerCirclesPage() {
  const { t } = useLingui();
  const ids = useId();
  const [filters, setFilters] = useState<RoomFilters>({});
  const filtered = !!(filters.topic || filters.language);
  const rooms = useRooms(filters);
  const listener = useListenerMe();
  const now = useMinuteClock();
  const [creating, setCreating] = useState(false);
  const minor = useIsMinor();
  const approved = !minor && listener.data?.status === "approved";
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Peer circles</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            Small text rooms where people talk about what they are going through, under a circle nickname. A trained
            listener leads each one. Messages are kept for 7 days.
          </Trans>
        </p>
      </header>
      {minor ? (
        <AdultsOnlyNotice />
      ) : approved ? (
        creating ? (
          <CreateRoomForm onDone={() => setCreating(false)} />
        ) : (
          <Button className="self-start" onClick={() => setCreating(true)}>
            <Trans>Open a circle</Trans>
          </Button>
        )
      ) : (
        <p className="text-sm text-muted">
          <Trans>
            Want to listen to others?{" "}
            <Link to="/peer-circles/listener" className="font-semibold text-brand-700 underline">
              Become a listener
            </Link>
          </Trans>
        </p>
      )}
      {approved ? (
        <Link to="/peer-circles/listener" className="self-start text-sm font-semibold text-brand-700 underline">
          <Trans>My listener role</Trans>
        </Link>
      ) : null}
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Find a circle</Trans>
        </legend>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-topic`} className="text-sm font-medium text-ink">
            <Trans>Topic</Trans>
          </label>
          <select
            id={`${ids}-topic`}
            className={selectClass}
            value={filters.topic ?? ""}
            onChange={(e) =>
              setFilters((f) => ({ ...f, topic: (e.target.value || undefined) as PeerTopic | undefined }))
            }
          >
            <option value="">{t`Any topic`}</option>
            {PEER_TOPICS.map((tp) => (
              <option key={tp} value={tp}>
                {topicLabel(tp)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-language`} className="text-sm font-medium text-ink">
            <Trans>Language</Trans>
          </label>
          <select
            id={`${ids}-language`}
            className={selectClass}
            value={filters.language ?? ""}
            onChange={(e) =>
              setFilters((f) => ({ ...f, language: (e.target.value || undefined) as PeerLanguage | undefined }))
            }
          >
            <option value="">{t`Any language`}</option>
            {PEER_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {languageLabel(l)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {rooms.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading circles…</Trans>
        </p>
      ) : rooms.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>
            <Trans>We couldn't load the circles. Check your connection and try again.</Trans>
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void rooms.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : rooms.data.items.length === 0 ? (
        <div className="rounded-3xl border border-slate-200 bg-white p-5 text-ink">
          <p>
            {filtered ? (
              <Trans>No circles match. Try another topic or language.</Trans>
            ) : (
              <Trans>No circles yet. Listeners open them; check back soon.</Trans>
            )}
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {rooms.data.items.map((r) => (
            <li key={r.id}>
              <RoomCard room={r} now={now} minor={minor} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RoomCard({ room, now, minor }: { room: PeerRoom; now: number; minor: boolean }) {
  const headingId = `peer-room-${room.id}`;
  const state = openState(room.openHours, now);
  const topic = topicLabel(room.topic);
  const language = languageLabel(room.language);
  const members = room.memberCount;
  const name = room.name;
  const nextDay = state.next !== null ? indiaWeekday(state.next) : "";
  const nextTime = state.next !== null ? indiaTime(state.next) : "";
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-lg font-semibold text-ink">
            {room.name}
          </h2>
          <p className="text-sm text-muted">
            {topic} · {language} · <Trans>{members} in the circle</Trans>
          </p>
          {room.listenerCount === 0 ? (
            <p className="text-sm font-medium text-amber-800">
              <Trans>Paused until a listener leads it</Trans>
            </p>
          ) : null}
        </div>
        {state.open ? (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            <Trans>Open now</Trans>
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-ink">
            {state.next !== null ? (
              <Trans>
                Opens {nextDay} at {nextTime}
              </Trans>
            ) : (
              <Trans>Closed</Trans>
            )}
          </span>
        )}
      </header>
      <details className="text-sm text-ink">
        <summary className="min-h-11 cursor-pointer py-2 font-medium">
          <Trans>Open hours (India time)</Trans>
        </summary>
        <ul className="flex flex-col gap-1 pl-4">
          {sortedWindows(room.openHours).map((w) => (
            <li key={`${w.weekday}-${w.start}`}>{windowLabel(w, now)}</li>
          ))}
        </ul>
      </details>
      {/* A minor is offered no way into a circle (only back into one joined before, to leave it). */}
      {minor && !room.me ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/peer-circles/${room.id}`} className={buttonClasses(room.me ? "primary" : "secondary")}>
            {room.me ? <Trans>Go to circle</Trans> : <Trans>See circle</Trans>}
            <span className="sr-only"> {name}</span>
          </Link>
          {room.me ? (
            <span className="text-sm text-muted">
              {room.me.isListener ? <Trans>You lead this circle</Trans> : <Trans>You are in this circle</Trans>}
            </span>
          ) : null}
        </div>
      )}
    </article>
  );
}
