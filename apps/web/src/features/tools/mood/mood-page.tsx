import { Trans, useLingui } from "@lingui/react/macro";
import type { SafetyCheckResult } from "@saathi/contract/crisis";
import { Phone } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { CrisisCard, showsCrisisCard } from "../../../components/safety/crisis-card.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { checkText, NO_CRISIS } from "../../../lib/api/crisis/check-text.ts";
import { dayKey } from "../shared/days.ts";
import { HELPLINE_TEL } from "../shared/helpline.ts";
import { LiveStatus } from "../shared/live-status.tsx";
import { browserStorage } from "../shared/local-list.ts";
import { MoodChart } from "./mood-chart.tsx";
import { reflectOnMoods } from "./mood-reflection.ts";
import { loadCheckIns, moodSeries, saveCheckIn } from "./mood-store.ts";
import { MOOD_NOTE_MAX, MOODS, type MoodValue } from "./moods.ts";

/** /mood-checkin: one check-in a day, the last 30 days as a chart, a gentle pattern reflection. */
export function MoodPage() {
  const { t } = useLingui();
  const storage = browserStorage();
  const id = useId();
  const [today] = useState(() => new Date());
  const todayKey = dayKey(today);
  const [checkIns, setCheckIns] = useState(() => loadCheckIns(storage));
  const existing = checkIns.find((c) => c.day === todayKey) ?? null;
  const [mood, setMood] = useState<MoodValue | null>(existing?.mood ?? null);
  const [note, setNote] = useState(existing?.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [crisis, setCrisis] = useState<SafetyCheckResult>(NO_CRISIS);
  const series = useMemo(() => moodSeries(checkIns, today, 30), [checkIns, today]);
  const reflection = reflectOnMoods(series);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (mood === null) {
      setError(t`Please choose how you are feeling today.`);
      document.getElementById(`${id}-mood-1`)?.focus();
      return;
    }
    if (!saveCheckIn(storage, { day: todayKey, mood, note })) {
      setError(t`This browser would not keep your check-in (its storage may be full or turned off).`);
      return;
    }
    setError(null);
    setCheckIns(loadCheckIns(storage));
    setStatus(existing ? t`Today's check-in is updated.` : t`Saved for today. Thank you for checking in.`);
    // The note is checked (never kept by the server) only to offer help to its writer.
    if (note.trim()) void checkText(note).then(setCrisis);
  }

  return (
    <PublicPage
      title={t`AI Mood Check-In`}
      intro={t`A quick daily check-in. Your check-ins stay in this browser; a note is only read for signs you may need help, never kept.`}
    >
      <OfflineNotice works className="mb-4" />
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-3xl border border-brand-100 bg-white p-4"
      >
        <fieldset aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-3 text-base font-semibold text-ink">
            <Trans>How are you feeling today?</Trans>
          </legend>
          <div className="grid grid-cols-5 gap-1.5 sm:gap-2">
            {MOODS.map((m) => (
              <label
                key={m.value}
                className="flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border border-slate-200 px-1 py-2 text-center text-xs font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 sm:text-sm"
              >
                <m.icon size={28} strokeWidth={1.75} aria-hidden="true" className="text-brand-700" />
                <input
                  id={`${id}-mood-${m.value}`}
                  type="radio"
                  name="mood"
                  value={m.value}
                  checked={mood === m.value}
                  onChange={() => setMood(m.value)}
                  className="size-4 accent-brand-700"
                />
                {m.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
            <Trans>A note for yourself (optional)</Trans>
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={MOOD_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby={`${id}-note-count`}
            className="w-full rounded-xl border border-slate-300 p-3 text-base text-ink"
          />
          <p id={`${id}-note-count`} className="text-xs text-muted">
            {t`${note.length} of ${MOOD_NOTE_MAX} characters`}
          </p>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="self-start">
          {existing ? t`Update today's check-in` : t`Save for today`}
        </Button>
        <LiveStatus>{status}</LiveStatus>
        {showsCrisisCard(crisis.level) ? (
          <CrisisCard level={crisis.level} othersDanger={crisis.othersDanger} onDismiss={() => setCrisis(NO_CRISIS)} />
        ) : null}
      </form>

      <section aria-labelledby={`${id}-chart`} className="mt-8 flex flex-col gap-3">
        <h2 id={`${id}-chart`} className="text-lg font-semibold text-ink">
          <Trans>Your last 30 days</Trans>
        </h2>
        <MoodChart series={series} today={today} />
      </section>

      <section
        aria-labelledby={`${id}-reflection`}
        className="mt-8 flex flex-col gap-2 rounded-3xl border border-brand-100 bg-white p-4"
      >
        <h2 id={`${id}-reflection`} className="text-lg font-semibold text-ink">
          {reflection.title}
        </h2>
        <p aria-live="polite" className="text-ink">
          {reflection.text}
        </p>
        {reflection.suggestSupport ? (
          <a href={HELPLINE_TEL} className={`${buttonClasses("primary")} self-start`}>
            <Phone size={16} aria-hidden="true" />
            <Trans>Call Tele-MANAS 14416</Trans>
          </a>
        ) : null}
        <p className="text-xs text-muted">
          <Trans>
            This reflection is a simple pattern check of your recent check-ins, not real AI and not a diagnosis.
          </Trans>
        </p>
      </section>
    </PublicPage>
  );
}
