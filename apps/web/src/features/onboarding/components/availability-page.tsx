// Decision 033: the expert's own availability after onboarding — weekly hours (the onboarding
// schedule editor) and time off — with booked sessions protected: a change that would leave a
// confirmed session outside the availability lists it first, and saves only when the expert keeps it.
// Proposing a new time belongs to the bookings feature: the screen hands it in as `proposeAction`.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type MyAvailability,
  type StrandedSession,
  scheduleSaveSchema,
  TIME_OFF_REASON_MAX,
  type TimeOff,
  timeOffCreateSchema,
} from "@saathi/contract/availability";
import type { WeeklySlot } from "@saathi/contract/onboarding";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAddTimeOff } from "../api/add-time-off.ts";
import { useCheckAvailability } from "../api/check-availability.ts";
import { useDeleteTimeOff } from "../api/delete-time-off.ts";
import { useMyAvailability } from "../api/get-my-availability.ts";
import { useRefreshAfterAvailability } from "../api/refresh-after-availability.ts";
import { useSaveWeeklySchedule } from "../api/save-weekly-schedule.ts";
import { ScheduleRows } from "./schedule-rows.tsx";

/** Renders 'Propose a new time' for a session; `onSent` refreshes this screen once it is sent. */
export type ProposeAction = (session: StrandedSession, onSent: () => void) => ReactNode;

const card = "flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-4 sm:p-6";
const scheduleForm = z.object({ weeklySchedule: scheduleSaveSchema.shape.weeklySchedule });
const timeOffForm = timeOffCreateSchema;
type ScheduleValues = z.input<typeof scheduleForm>;
type TimeOffValues = z.input<typeof timeOffForm>;

/** A calendar date as words ('Fri, 25 Dec 2026'), the same in every zone. */
const dayWords = (isoDate: string) =>
  formatDate(`${isoDate}T12:00:00Z`, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
/** A session's day and hours in the expert's zone. */
const sessionWords = (s: StrandedSession, timeZone: string) =>
  `${formatDate(s.startsAt, { weekday: "short", day: "numeric", month: "short", timeZone })}, ${formatDate(s.startsAt, { hour: "numeric", minute: "2-digit", timeZone })} – ${formatDate(s.endsAt, { hour: "numeric", minute: "2-digit", timeZone })}`;

export function AvailabilityPage({ proposeAction }: { proposeAction: ProposeAction }) {
  const { t } = useLingui();
  const q = useMyAvailability();
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink">
          <Trans>My availability</Trans>
        </h1>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            Change the hours members can book and add days off. Booked sessions are never cancelled from here.
          </Trans>
        </p>
      </div>
      {q.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Loading your availability...</Trans>
        </p>
      ) : q.isError ? (
        <Alert>{tx(q.error.message)}</Alert>
      ) : (
        <>
          <OutsideSessions data={q.data} proposeAction={proposeAction} />
          <WeeklyHours key={JSON.stringify(q.data.weeklySchedule)} data={q.data} />
          <TimeOffSection data={q.data} />
        </>
      )}
      <span className="sr-only" aria-live="polite">
        {q.isFetching && !q.isPending ? t`Updating...` : ""}
      </span>
    </main>
  );
}

/** Upcoming sessions already outside the availability (kept on purpose): propose a new time to each. */
function OutsideSessions({ data, proposeAction }: { data: MyAvailability; proposeAction: ProposeAction }) {
  const refresh = useRefreshAfterAvailability();
  if (!data.stranded.length) return null;
  return (
    <section aria-labelledby="outside-title" className={`${card} border-amber-300 bg-amber-50`}>
      <h2 id="outside-title" className="text-lg font-semibold text-ink">
        <Trans>Booked sessions outside your availability</Trans>
      </h2>
      <p className="text-sm text-ink">
        <Trans>These sessions are still booked. Keep them, or propose a new time the member can accept.</Trans>
      </p>
      <ul className="flex flex-col gap-3">
        {data.stranded.map((s) => (
          <li key={s.bookingId} className="grid grid-cols-2 gap-2 rounded-2xl border border-amber-200 bg-white p-3">
            <p className="col-span-2 text-sm text-ink">
              <span className="font-medium">{s.memberName}</span> · {sessionWords(s, data.timezone)}
            </p>
            {s.proposalPending ? (
              <p className="col-span-2 text-sm text-muted">
                <Trans>New time proposed: waiting for the member's answer.</Trans>
              </p>
            ) : (
              proposeAction(s, refresh)
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sessions a change would leave outside, before it is saved: keep them and save, or go back. */
function StrandedWarning({
  sessions,
  timeZone,
  busy,
  onKeep,
  onBack,
}: {
  sessions: StrandedSession[];
  timeZone: string;
  busy: boolean;
  onKeep(): void;
  onBack(): void;
}) {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-medium text-ink">
        <Trans>This change leaves these booked sessions outside your availability:</Trans>
      </p>
      <ul className="list-disc pl-5 text-sm text-ink">
        {sessions.map((s) => (
          <li key={s.bookingId}>
            {s.memberName} · {sessionWords(s, timeZone)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink">
        <Trans>They stay booked. After saving you can propose a new time for each.</Trans>
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={onBack}>
          <Trans>Go back</Trans>
        </Button>
        <Button busy={busy} busyText={t`Saving...`} onClick={onKeep}>
          <Trans>Keep these sessions and save</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Sessions a save was refused for (someone booked since the check): shown the same way. */
const strandedOf = (err: unknown, fallback: StrandedSession[]) =>
  err instanceof ApiError && err.code === "STRANDED_SESSIONS" ? fallback : null;

function WeeklyHours({ data }: { data: MyAvailability }) {
  const { t } = useLingui();
  const form = useForm<ScheduleValues>({
    resolver: zodResolver(scheduleForm),
    values: { weeklySchedule: data.weeklySchedule },
  });
  const check = useCheckAvailability();
  const save = useSaveWeeklySchedule();
  const [pending, setPending] = useState<{ rows: WeeklySlot[]; sessions: StrandedSession[] } | null>(null);

  const store = async (rows: WeeklySlot[], keep: StrandedSession[]) => {
    try {
      await save.mutateAsync({ weeklySchedule: rows, keepSessions: keep.map((s) => s.bookingId) });
      setPending(null);
      toast(t`Your weekly hours are saved.`);
    } catch (err) {
      // Booked since the check: ask again with the fresh list.
      if (strandedOf(err, [])) {
        const again = await check.mutateAsync({ weeklySchedule: rows });
        setPending({ rows, sessions: again.sessions });
      }
    }
  };
  const onSubmit = form.handleSubmit(async (v) => {
    const rows = v.weeklySchedule as WeeklySlot[];
    try {
      const { sessions } = await check.mutateAsync({ weeklySchedule: rows });
      if (sessions.length) setPending({ rows, sessions });
      else await store(rows, []);
    } catch {
      // Shown below (the server's words).
    }
  });
  return (
    <section aria-labelledby="weekly-title" className={card}>
      <h2 id="weekly-title" className="text-lg font-semibold text-ink">
        <Trans>Weekly hours</Trans>
      </h2>
      <BoundForm form={form} onSubmit={onSubmit}>
        <ScheduleRows />
        {check.isError || (save.isError && !strandedOf(save.error, [])) ? (
          <Alert>{tx((check.error ?? save.error)?.message ?? "")}</Alert>
        ) : null}
        {pending ? (
          <StrandedWarning
            sessions={pending.sessions}
            timeZone={data.timezone}
            busy={save.isPending}
            onKeep={() => void store(pending.rows, pending.sessions)}
            onBack={() => setPending(null)}
          />
        ) : (
          <SubmitButton busyText={t`Saving...`}>
            <Trans>Save weekly hours</Trans>
          </SubmitButton>
        )}
      </BoundForm>
    </section>
  );
}

function TimeOffSection({ data }: { data: MyAvailability }) {
  const { t } = useLingui();
  const form = useForm<TimeOffValues>({
    resolver: zodResolver(timeOffForm),
    defaultValues: { startDate: "", endDate: "", reason: "" },
  });
  const check = useCheckAvailability();
  const add = useAddTimeOff();
  const [pending, setPending] = useState<{ values: TimeOffValues; sessions: StrandedSession[] } | null>(null);

  const store = async (values: TimeOffValues, keep: StrandedSession[]) => {
    try {
      await add.mutateAsync({ ...values, keepSessions: keep.map((s) => s.bookingId) });
      setPending(null);
      form.reset({ startDate: "", endDate: "", reason: "" });
      toast(t`Your time off is saved.`);
    } catch (err) {
      if (strandedOf(err, [])) {
        const again = await check.mutateAsync({ timeOff: { startDate: values.startDate, endDate: values.endDate } });
        setPending({ values, sessions: again.sessions });
      }
    }
  };
  const onSubmit = form.handleSubmit(async (values) => {
    add.reset();
    try {
      const { sessions } = await check.mutateAsync({
        timeOff: { startDate: values.startDate, endDate: values.endDate },
      });
      if (sessions.length) setPending({ values, sessions });
      else await store(values, []);
    } catch {
      // Shown below (the server's words: past, too long, too far).
    }
  });
  const error = add.isError && !strandedOf(add.error, []) ? add.error : check.isError ? check.error : null;
  return (
    <section aria-labelledby="time-off-title" className={card}>
      <h2 id="time-off-title" className="text-lg font-semibold text-ink">
        <Trans>Time off</Trans>
      </h2>
      <p className="text-sm text-muted">
        <Trans>Leave, holidays or any day you cannot take sessions. Members see no free times on these days.</Trans>
      </p>
      <TimeOffList items={data.timeOff} />
      <BoundForm form={form} onSubmit={onSubmit}>
        <h3 className="text-base font-semibold text-ink">
          <Trans>Add time off</Trans>
        </h3>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormTextField name="startDate" type="date" label={t`First day off`} />
          <FormTextField name="endDate" type="date" label={t`Last day off`} />
        </div>
        <FormTextField
          name="reason"
          label={t`Reason (optional, only you see it)`}
          maxLength={TIME_OFF_REASON_MAX}
          autoComplete="off"
        />
        {error ? <Alert>{tx(error.message)}</Alert> : null}
        {pending ? (
          <StrandedWarning
            sessions={pending.sessions}
            timeZone={data.timezone}
            busy={add.isPending}
            onKeep={() => void store(pending.values, pending.sessions)}
            onBack={() => setPending(null)}
          />
        ) : (
          <SubmitButton busyText={t`Saving...`}>
            <Trans>Add time off</Trans>
          </SubmitButton>
        )}
      </BoundForm>
    </section>
  );
}

function TimeOffList({ items }: { items: TimeOff[] }) {
  const { t } = useLingui();
  const remove = useDeleteTimeOff();
  if (!items.length)
    return (
      <p className="rounded-xl bg-slate-50 p-3 text-sm text-muted">
        <Trans>No time off planned.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-col gap-2" aria-label={t`Planned time off`}>
      {items.map((o) => {
        const range =
          o.startDate === o.endDate ? dayWords(o.startDate) : `${dayWords(o.startDate)} – ${dayWords(o.endDate)}`;
        return (
          <li key={o.id} className="flex items-center justify-between gap-2 rounded-2xl border border-slate-200 p-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-ink">{range}</p>
              {o.reason ? <p className="break-words text-sm text-muted">{o.reason}</p> : null}
            </div>
            <Button
              variant="secondary"
              busy={remove.isPending && remove.variables === o.id}
              busyText={t`Removing...`}
              aria-label={t`Remove time off ${range}`}
              onClick={() => remove.mutate(o.id)}
            >
              <Trans>Remove</Trans>
            </Button>
          </li>
        );
      })}
      {remove.isError ? <Alert>{tx(remove.error.message)}</Alert> : null}
    </ul>
  );
}
