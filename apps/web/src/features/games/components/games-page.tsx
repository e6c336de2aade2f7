import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardCheck, Flower2, Puzzle, Wind } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";

// Each game loads only when the member opens it: the page itself stays small.
const BreathBubble = lazy(async () => ({ default: (await import("../bubble/breath-bubble.tsx")).BreathBubble }));
const MemoryMatch = lazy(async () => ({ default: (await import("../memory/memory-match.tsx")).MemoryMatch }));

type Game = "bubble" | "memory";

function Card({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-brand-100 bg-white p-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /games: 'Take a Test' (the spec), the 5-Day Anxiety Challenge, and two calm games. No ads, no timers. */
export function GamesPage() {
  const { t } = useLingui();
  const [open, setOpen] = useState<Game | null>(null);
  const toggle = (g: Game) => setOpen((o) => (o === g ? null : g));
  const loading = (
    <p className="text-sm text-muted">
      <Trans>Loading the game...</Trans>
    </p>
  );
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Games</Trans>
      </h1>
      <p className="text-muted">
        <Trans>Gentle things to do for a few minutes. Nothing to win or lose, no timers, no ads.</Trans>
      </p>

      <Card icon={<ClipboardCheck size={22} aria-hidden="true" className="text-brand-700" />} title={t`Take a Test`}>
        <p className="text-sm text-muted">
          <Trans>A short, private check of how you have been feeling lately, with what your score means.</Trans>
        </p>
        <Link to="/test" className={`${buttonClasses()} self-start`}>
          <Trans>Take a Test</Trans>
        </Link>
      </Card>

      <Card
        icon={<Flower2 size={22} aria-hidden="true" className="text-brand-700" />}
        title={t`5-Day Anxiety Challenge`}
      >
        <p className="text-sm text-muted">
          <Trans>
            One short practice a day for five days: breathing, a worry list, a small brave step, gratitude and a look
            back.
          </Trans>
        </p>
        <Link to="/anxiety-challenge" className={`${buttonClasses("secondary")} self-start`}>
          <Trans>Open the challenge</Trans>
        </Link>
      </Card>

      <Card icon={<Wind size={22} aria-hidden="true" className="text-brand-700" />} title={t`Breathing bubble`}>
        <p className="text-sm text-muted">
          <Trans>Breathe in as the bubble grows and out as it shrinks. Each breath adds a bubble to the jar.</Trans>
        </p>
        <Button
          variant="secondary"
          className="self-start"
          aria-expanded={open === "bubble"}
          onClick={() => toggle("bubble")}
        >
          {open === "bubble" ? <Trans>Close the breathing bubble</Trans> : <Trans>Play the breathing bubble</Trans>}
        </Button>
        {open === "bubble" ? (
          <Suspense fallback={loading}>
            <BreathBubble />
          </Suspense>
        ) : null}
      </Card>

      <Card icon={<Puzzle size={22} aria-hidden="true" className="text-brand-700" />} title={t`Kind words memory`}>
        <p className="text-sm text-muted">
          <Trans>Turn two cards at a time to find the pairs of kind words. Take as long as you like.</Trans>
        </p>
        <Button
          variant="secondary"
          className="self-start"
          aria-expanded={open === "memory"}
          onClick={() => toggle("memory")}
        >
          {open === "memory" ? <Trans>Close kind words memory</Trans> : <Trans>Play kind words memory</Trans>}
        </Button>
        {open === "memory" ? (
          <Suspense fallback={loading}>
            <MemoryMatch />
          </Suspense>
        ) : null}
      </Card>
    </div>
  );
}
