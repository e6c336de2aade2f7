import { Trans, useLingui } from "@lingui/react/macro";
import {
  CIRCLE_MAX_SEATS,
  CIRCLE_MIN_SEATS,
  CIRCLE_MSG,
  CIRCLE_REASON_MAX,
  CIRCLE_RULES_MAX,
  CIRCLE_TITLE_MAX,
  CIRCLE_TOPIC_LABELS,
  type Circle,
  type CircleOccurrence,
} from "@saathi/contract/circles";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCancelCircle } from "../api/cancel-circle.ts";
import { useCancelMeeting } from "../api/cancel-meeting.ts";
import { useEditCircle } from "../api/edit-circle.ts";
import { useHostedCircle } from "../api/get-hosted-circle.ts";
import { useRoster } from "../api/get-roster.ts";
import { useMoveMeeting } from "../api/move-meeting.ts";
import { localStartIso, meetingWhen } from "../circle-rules.ts";
import { SelectField } from "../components/select-field.tsx";

/**
 * /expert/circles/:circleId: the host's page for one circle. Change its title, ground rules or seats; see
 * each meeting's seats (nicknames only); move a meeting (everyone with a seat is told and may cancel for a
 * refund); cancel a meeting or the whole circle (paid seats refunded, everyone told).
 */
export function ManageCirclePage() {
  const { circleId = "" } = useParams();
  const circle = useHostedCircle(circleId);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <Link to="/expert/circles" className="self-start text-sm font-medium text-brand-800 underline underline-offset-2">
        <Trans>My hosted circles</Trans>
      </Link>
      {circle.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading the circle…</Trans>
        </p>
      ) : circle.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>{tx(circle.error.message)}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => void circle.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Manage circle={circle.data} />
      )}
    </section>
  );
}

function Manage({ circle: c }: { circle: Circle }) {
  const [now] = useState(() => Date.now());
  const fee = formatMoney(c.fee);
  const minutes = c.minutes;
  const active = c.status === "active";
  const upcoming = c.occurrences.filter((o) => o.status === "scheduled" && new Date(o.startsAt).getTime() > now);
  const rest = c.occurrences.filter((o) => !upcoming.includes(o));
  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            {tx(CIRCLE_TOPIC_LABELS[c.topic])}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-ink">{tx(c.language)}</span>
          {active ? null : (
            <span className="rounded-full bg-red-50 px-2.5 py-1 text-red-800">
              <Trans>Cancelled</Trans>
            </span>
          )}
        </div>
        <h1 className="break-words text-2xl font-bold text-ink">{c.title}</h1>
        <p className="text-sm text-muted">
          {c.fee === 0 ? (
            <Trans>{minutes} minutes · Free</Trans>
          ) : (
            <Trans>
              {minutes} minutes · {fee} per seat
            </Trans>
          )}
        </p>
        {active ? (
          <Link
            to={`/circles/${c.id}`}
            className="self-start text-sm font-medium text-brand-800 underline underline-offset-2"
          >
            <Trans>See it as members do</Trans>
          </Link>
        ) : null}
      </header>
      {active ? <EditCircle circle={c} /> : null}
      <section aria-labelledby="host-meetings" className="flex flex-col gap-3">
        <h2 id="host-meetings" className="text-lg font-semibold text-ink">
          <Trans>Meetings to come</Trans>
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No meetings to come.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.map((o) => (
              <li key={o.id}>
                <HostMeeting meeting={o} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {rest.length > 0 ? (
        <section aria-labelledby="host-past" className="flex flex-col gap-2">
          <h2 id="host-past" className="text-lg font-semibold text-ink">
            <Trans>Past and cancelled meetings</Trans>
          </h2>
          <ul className="flex flex-col gap-1 text-sm text-ink">
            {rest.map((o) => (
              <li key={o.id}>
                {meetingWhen(o.startsAt, o.endsAt)} ·{" "}
                {o.status === "cancelled" ? <Trans>Cancelled</Trans> : <Trans>Ended</Trans>}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {active && upcoming.length > 0 ? <CancelCircle circle={c} /> : null}
    </>
  );
}

function EditCircle({ circle: c }: { circle: Circle }) {
  const { t } = useLingui();
  const edit = useEditCircle();
  const headingId = useId();
  const [title, setTitle] = useState(c.title);
  const [rules, setRules] = useState(c.groundRules);
  const [seats, setSeats] = useState(String(c.seats));
  const [titleError, setTitleError] = useState<string | undefined>();
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setTitleError(CIRCLE_MSG.titleRequired);
    setTitleError(undefined);
    edit.mutate({ circleId: c.id, body: { title: title.trim(), groundRules: rules.trim(), seats: Number(seats) } });
  };
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        <Trans>Edit circle</Trans>
      </h2>
      <form noValidate onSubmit={save} className="mt-3 flex flex-col gap-4">
        <TextField
          label={t`Title`}
          value={title}
          maxLength={CIRCLE_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          error={titleError}
        />
        <SelectField label={t`Seats`} value={seats} onChange={(e) => setSeats(e.target.value)}>
          {Array.from({ length: CIRCLE_MAX_SEATS - CIRCLE_MIN_SEATS + 1 }, (_, i) => i + CIRCLE_MIN_SEATS).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t`Ground rules`}
          rows={5}
          maxLength={CIRCLE_RULES_MAX}
          value={rules}
          onChange={(e) => setRules(e.target.value)}
        />
        <p className="text-xs text-muted">
          <Trans>The topic, language and fee stay as they are once members can book.</Trans>
        </p>
        {edit.error ? <Alert>{tx(edit.error.message)}</Alert> : null}
        {edit.isSuccess ? (
          <Alert tone="success">
            <Trans>Saved.</Trans>
          </Alert>
        ) : null}
        <Button type="submit" className="self-start" busy={edit.isPending} busyText={t`Saving...`}>
          <Trans>Save changes</Trans>
        </Button>
      </form>
    </section>
  );
}

function HostMeeting({ meeting: o }: { meeting: CircleOccurrence }) {
  const { t } = useLingui();
  const [panel, setPanel] = useState<"none" | "roster" | "move" | "cancel">("none");
  const roster = useRoster(o.id, panel === "roster");
  const taken = o.seats - o.seatsLeft;
  const seats = o.seats;
  const waiting = o.waiting;
  const when = meetingWhen(o.startsAt, o.endsAt);
  const toggle = (p: typeof panel) => setPanel((now) => (now === p ? "none" : p));
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="host-meeting"
    >
      <p className="font-medium text-ink">{when}</p>
      <p className="text-sm text-muted">
        <Trans>
          {taken} of {seats} seats taken · {waiting} waiting
        </Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-expanded={panel === "roster"} onClick={() => toggle("roster")}>
          <Trans>Who is coming</Trans>
        </Button>
        <Button
          variant="secondary"
          aria-expanded={panel === "move"}
          onClick={() => toggle("move")}
          aria-label={t`Move meeting: ${when}`}
        >
          <Trans>Move</Trans>
        </Button>
        <Button
          variant="ghost"
          aria-expanded={panel === "cancel"}
          onClick={() => toggle("cancel")}
          aria-label={t`Cancel meeting: ${when}`}
        >
          <Trans>Cancel meeting</Trans>
        </Button>
      </div>
      {panel === "roster" ? (
        roster.isPending ? (
          <p role="status" className="text-sm text-muted">
            <Trans>Loading…</Trans>
          </p>
        ) : roster.isError ? (
          <Alert>{tx(roster.error.message)}</Alert>
        ) : roster.data.seats.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No seats taken yet.</Trans>
          </p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm text-ink">
            {roster.data.seats.map((s) => (
              <li key={s.seatNumber}>
                {s.seatNumber}. {s.nickname}
                {s.status === "held" ? (
                  <span className="text-muted">
                    {" "}
                    <Trans>(paying)</Trans>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )
      ) : null}
      {panel === "move" ? <MoveMeeting meeting={o} onDone={() => setPanel("none")} /> : null}
      {panel === "cancel" ? <CancelMeeting meeting={o} onDone={() => setPanel("none")} /> : null}
    </article>
  );
}

function MoveMeeting({ meeting: o, onDone }: { meeting: CircleOccurrence; onDone(): void }) {
  const { t } = useLingui();
  const move = useMoveMeeting();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const startsAt = localStartIso(date, time);
    if (!startsAt || new Date(startsAt).getTime() <= Date.now()) return setError(CIRCLE_MSG.startsInvalid);
    setError(undefined);
    move.mutate({ occurrenceId: o.id, startsAt }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-3">
      <p className="text-sm text-ink">
        <Trans>Everyone with a seat is told the new time and may cancel for a full refund.</Trans>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`New date`}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={error}
        />
        <TextField label={t`New start time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
      </div>
      {move.error ? <Alert>{tx(move.error.message)}</Alert> : null}
      <Button type="submit" className="self-start" busy={move.isPending} busyText={t`Saving...`}>
        <Trans>Move meeting</Trans>
      </Button>
    </form>
  );
}

function CancelMeeting({ meeting: o, onDone }: { meeting: CircleOccurrence; onDone(): void }) {
  const { t } = useLingui();
  const cancel = useCancelMeeting();
  const [reason, setReason] = useState("");
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        cancel.mutate({ occurrenceId: o.id, reason: reason.trim() || undefined }, { onSuccess: onDone });
      }}
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-3"
    >
      <p className="text-sm text-ink">
        <Trans>Every paid seat is refunded in full, and everyone with a seat or on the waitlist is told.</Trans>
      </p>
      <TextAreaField
        label={t`Reason (optional)`}
        rows={2}
        maxLength={CIRCLE_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {cancel.error ? <Alert>{tx(cancel.error.message)}</Alert> : null}
      <Button type="submit" variant="danger" className="self-start" busy={cancel.isPending} busyText={t`Cancelling...`}>
        <Trans>Yes, cancel this meeting</Trans>
      </Button>
    </form>
  );
}

function CancelCircle({ circle: c }: { circle: Circle }) {
  const { t } = useLingui();
  const cancel = useCancelCircle();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-3xl border border-red-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        <Trans>Cancel the whole circle</Trans>
      </h2>
      {open ? (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate({ circleId: c.id, reason: reason.trim() || undefined });
          }}
        >
          <p className="text-sm text-ink">
            <Trans>Every meeting to come is cancelled, every paid seat refunded, and everyone told.</Trans>
          </p>
          <TextAreaField
            label={t`Reason (optional)`}
            rows={2}
            maxLength={CIRCLE_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {cancel.error ? <Alert>{tx(cancel.error.message)}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" busy={cancel.isPending} busyText={t`Cancelling...`}>
              <Trans>Yes, cancel the circle</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              <Trans>Keep it</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          <Trans>Cancel circle</Trans>
        </Button>
      )}
    </section>
  );
}
