// An approved listener opens a circle: its name, topic, language, the days and hours it is open (India
// time) and the nickname they lead it under.
import { Trans, useLingui } from "@lingui/react/macro";
import {
  PEER_LANGUAGES,
  PEER_TIME_ZONE,
  PEER_TOPICS,
  type PeerLanguage,
  type PeerTopic,
  peerRoomInputSchema,
} from "@saathi/contract/peer-circles";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCreateRoom } from "../api/create-room.ts";
import { languageLabel, topicLabel } from "./room-words.ts";

// 2026-11-29 was a Sunday: weekday i is that date plus i days (names only, in India's calendar).
const weekdayName = (i: number) =>
  formatDate(Date.UTC(2026, 10, 29 + i, 6), { weekday: "long", timeZone: PEER_TIME_ZONE });
const selectClass = "min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink";

export function CreateRoomForm({ onDone }: { onDone(): void }) {
  const { t } = useLingui();
  const ids = useId();
  const navigate = useNavigate();
  const create = useCreateRoom();
  const [name, setName] = useState("");
  const [topic, setTopic] = useState<PeerTopic>("exam_stress");
  const [language, setLanguage] = useState<PeerLanguage>("Hinglish");
  const [days, setDays] = useState<number[]>([]);
  const [start, setStart] = useState("18:00");
  const [end, setEnd] = useState("20:00");
  const [nickname, setNickname] = useState("");
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (days.length === 0) return setError(t`Choose at least one day.`);
    const parsed = peerRoomInputSchema.safeParse({
      name,
      topic,
      language,
      nickname,
      openHours: days.map((weekday) => ({ weekday, start, end })),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError(
        issue?.path[0] === "name" ? t`Give the circle a name of 3 to 80 characters.` : tx(issue?.message ?? ""),
      );
    }
    setError(undefined);
    create.mutate(parsed.data, { onSuccess: (room) => void navigate(`/peer-circles/${room.id}`) });
  };

  const toggle = (d: number, on: boolean) => setDays((old) => (on ? [...old, d] : old.filter((x) => x !== d)));
  const apiError =
    create.error instanceof ApiError
      ? tx(create.error.message)
      : create.error
        ? t`Something went wrong. Please try again.`
        : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-ink">
        <Trans>Open a circle</Trans>
      </h2>
      <TextField label={t`Circle name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-topic`} className="text-sm font-medium text-ink">
          <Trans>Topic</Trans>
        </label>
        <select
          id={`${ids}-topic`}
          value={topic}
          onChange={(e) => setTopic(e.target.value as PeerTopic)}
          className={selectClass}
        >
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
          value={language}
          onChange={(e) => setLanguage(e.target.value as PeerLanguage)}
          className={selectClass}
        >
          {PEER_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {languageLabel(l)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">
          <Trans>Open on (India time)</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-5"
                checked={days.includes(d)}
                onChange={(e) => toggle(d, e.target.checked)}
              />
              {weekdayName(d)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t`From`} type="time" value={start} onChange={(e) => setStart(e.target.value)} />
        <TextField
          label={t`Until`}
          type="time"
          value={end === "24:00" ? "23:59" : end}
          onChange={(e) => setEnd(e.target.value === "23:59" ? "24:00" : e.target.value)}
        />
      </div>
      <TextField
        label={t`Your circle nickname`}
        hint={t`Members see this instead of your name.`}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        maxLength={24}
        autoComplete="off"
      />
      {error ? <Alert>{error}</Alert> : null}
      {apiError ? <Alert>{apiError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending} busyText={t`Opening…`}>
          <Trans>Open the circle</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
