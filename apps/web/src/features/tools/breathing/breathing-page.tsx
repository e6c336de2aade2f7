import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Pause, Play, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { type BreathingPattern, clock, isExpanded, PATTERNS, phaseAt } from "./breathing-schedule.ts";
import { useElapsedSeconds } from "./use-elapsed-seconds.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

const SMALL = 0.45;

/** /breathing-tool: guided box and 4-7-8 breathing with a growing and shrinking circle. */
export function BreathingPage() {
  const { t } = useLingui();
  const id = useId();
  const [pattern, setPattern] = useState<BreathingPattern>(PATTERNS[0] as BreathingPattern);
  const timer = useElapsedSeconds();
  const reducedMotion = useReducedMotion();
  const started = timer.running || timer.elapsed > 0;
  const at = phaseAt(pattern, timer.elapsed);
  const expanded = started && isExpanded(at.phase.kind);
  const moving = at.phase.kind === "in" || at.phase.kind === "out";
  const scale = reducedMotion ? 0.8 : expanded ? 1 : SMALL;

  return (
    <PublicPage
      title={t`Breathing & Meditation`}
      intro={t`A few slow breaths can calm the body. Sit comfortably, and follow the circle at your own pace.`}
    >
      <OfflineNotice works className="mb-4" />
      <fieldset className="rounded-3xl border border-brand-100 bg-white p-4">
        <legend className="float-left mb-3 w-full text-base font-semibold text-ink">
          <Trans>Choose an exercise</Trans>
        </legend>
        <div className="clear-both grid gap-2 sm:grid-cols-2">
          {PATTERNS.map((p) => (
            <label
              key={p.id}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-xl border border-slate-200 p-3 text-sm text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="pattern"
                value={p.id}
                checked={pattern.id === p.id}
                aria-describedby={`${id}-${p.id}`}
                onChange={() => {
                  timer.reset();
                  setPattern(p);
                }}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">{p.name}</span>
                <span id={`${id}-${p.id}`} className="block text-muted">
                  {p.description}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby={`${id}-guide`} className="mt-6 flex flex-col items-center gap-4">
        <h2 id={`${id}-guide`} className="sr-only">
          {t`${pattern.name} guide`}
        </h2>
        <div className="relative flex size-56 items-center justify-center sm:size-64" aria-hidden="true">
          <div className="absolute inset-0 rounded-full bg-brand-50" />
          <div
            className="absolute inset-0 rounded-full bg-brand-200 ease-in-out motion-reduce:transition-none"
            style={{
              transform: `scale(${scale})`,
              transitionProperty: "transform",
              transitionDuration: reducedMotion || !timer.running ? "0s" : moving ? `${at.phase.seconds}s` : "0.3s",
            }}
          />
        </div>
        <div aria-live="polite" aria-atomic="true" className="flex min-h-20 flex-col items-center text-center">
          {started ? (
            <>
              <p className="text-2xl font-bold text-brand-800">{at.phase.label}</p>
              <p className="text-lg text-ink">
                <Trans>
                  {at.secondsLeft}{" "}
                  <span className="text-sm text-muted">
                    <Plural value={at.secondsLeft} one="second" other="seconds" />
                  </span>
                </Trans>
              </p>
              {!timer.running ? (
                <p className="text-sm text-muted">
                  <Trans>Paused</Trans>
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-lg text-ink">
              <Trans>Press Start when you are ready.</Trans>
            </p>
          )}
        </div>
        <dl className="grid w-full max-w-xs grid-cols-2 gap-2 text-center">
          <div className="rounded-2xl bg-white p-2">
            <dt className="text-xs text-muted">
              <Trans>Total time</Trans>
            </dt>
            <dd className="text-lg font-semibold text-ink">
              <time dateTime={`PT${timer.elapsed}S`}>{clock(timer.elapsed)}</time>
            </dd>
          </div>
          <div className="rounded-2xl bg-white p-2">
            <dt className="text-xs text-muted">
              <Trans>Rounds done</Trans>
            </dt>
            <dd className="text-lg font-semibold text-ink">{at.roundsDone}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={timer.running ? timer.pause : timer.start}>
            {timer.running ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
            {timer.running ? t`Pause` : started ? t`Resume` : t`Start`}
          </Button>
          <Button variant="secondary" onClick={timer.reset} disabled={!started}>
            <RotateCcw size={16} aria-hidden="true" />
            <Trans>Reset</Trans>
          </Button>
        </div>
        <p className="max-w-md text-center text-sm text-muted">
          <Trans>
            If you feel dizzy or uncomfortable, stop and breathe normally. There is no way to get this wrong.
          </Trans>
        </p>
      </section>
    </PublicPage>
  );
}
