// The crisis card: shown to the writer at once, kindly and without blame, when what they
// wrote speaks of suicide, self-harm or danger. It never stops them from posting. One card per need:
// - concern (hopelessness, a passive wish): a gentle card, the helplines and one small thing to try;
// - risk and imminent: the helplines, the earliest slot with an expert and "I'm safe right now";
// - danger (someone else hurts or threatens them): emergency 112, the women's helpline 181, Childline
//   1098 and how to get help safely. Never a bot: a person in danger needs people.
// Further ways to get help (the member's safety plan, a trusted contact) go in `extra`, shown on every
// card above the dismiss button.
import { Trans } from "@lingui/react/macro";
import type { CrisisLevelName } from "@saathi/contract/crisis";
import { CRISIS_MSG, type WriteCrisis } from "@saathi/contract/crisis";
import { DANGER_HELPLINES } from "@saathi/contract/safety";
import { HeartHandshake, ShieldAlert, Wind } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { useSafetyHelp } from "../../lib/api/crisis/get-safety-help.ts";
import { currentLocale } from "../../lib/i18n/i18n.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { formatSlotTime } from "../../lib/slot-time.ts";
import { HelplineLinks, useSaathiHelplines } from "./helpline-links.tsx";
import { SafetyPlanLink } from "./safety-plan-link.tsx";
import { TellTrustedContact } from "./tell-trusted-contact.tsx";

export interface CrisisCardProps {
  level: CrisisLevelName;
  /** The content waits for a quick review (a means was described, or a watched word held it). */
  held?: boolean;
  /** "I'm safe right now" puts the card away; without it the card stays (Health Bot's safety check decides). */
  onDismiss?(): void;
  /** More ways to get help, on every card (the safety plan link, "Tell {name}"). */
  extra?: ReactNode;
  /**
   * Someone else hurts or threatens the writer (read beside their own risk): no "Tell {name}", since the
   * person named may be that someone.
   */
  othersDanger?: boolean;
}

/** The card for a write's answer (a post, comment or message), or nothing when there is none to show. */
export function WriteCrisisCard({
  crisis,
  onDismiss,
}: {
  crisis: Pick<WriteCrisis, "level" | "held" | "othersDanger"> | null;
  onDismiss(): void;
}) {
  return crisis ? (
    <CrisisCard level={crisis.level} held={crisis.held} othersDanger={crisis.othersDanger} onDismiss={onDismiss} />
  ) : null;
}

/** True when a write's answer should show a card: every level the reading found but none. */
export const showsCrisisCard = (level: CrisisLevelName | undefined | null): level is Exclude<CrisisLevelName, "none"> =>
  !!level && level !== "none";

const dismissClass =
  "min-h-11 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50";

export function CrisisCard({ level, held, onDismiss, extra, othersDanger }: CrisisCardProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // Screen readers and keyboards land on the card as soon as it appears, and again when it changes
  // (a gentle card that becomes the helplines card as the writer goes on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the level is what moves the focus
  useEffect(() => title.current?.focus(), [level]);
  // A member under 18 sees Childline 1098 first, then Tele-MANAS (decision 038).
  const helplines = useSaathiHelplines();
  if (!showsCrisisCard(level)) return null;
  const danger = level === "danger";
  const concern = level === "concern";
  const heading = danger ? CRISIS_MSG.dangerTitle : concern ? CRISIS_MSG.concernTitle : CRISIS_MSG.cardTitle;
  const body = danger ? CRISIS_MSG.dangerBody : concern ? CRISIS_MSG.concernBody : CRISIS_MSG.cardBody;
  return (
    <section
      // A gentle card is announced politely; the others at once.
      role={concern ? "status" : "alert"}
      aria-labelledby={titleId}
      data-testid="crisis-card"
      data-level={level}
      className={`flex min-w-0 flex-col gap-3 rounded-3xl border p-4 text-ink ${
        danger ? "border-red-200 bg-red-50" : "border-brand-200 bg-brand-50"
      }`}
    >
      <div className="flex items-start gap-2">
        {danger ? (
          <ShieldAlert size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-red-700" />
        ) : (
          <HeartHandshake size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
        )}
        <div className="min-w-0">
          <h2 id={titleId} ref={title} tabIndex={-1} className="text-base font-semibold outline-none">
            {tx(heading)}
          </h2>
          <p className="mt-1 text-sm">{tx(body)}</p>
          {held ? <p className="mt-1 text-sm text-muted">{tx(CRISIS_MSG.held)}</p> : null}
        </div>
      </div>
      {danger ? (
        // Not "tell my trusted contact" here: the person named may be the one who is hurting them.
        <DangerHelp />
      ) : (
        <>
          <HelplineLinks lines={helplines} />
          {concern ? <OneSmallThing /> : <ExpertNow />}
          {/* The writer's own risk AND someone hurting them ("not going home tonight, scared of what dad
              will do"): the level stays the higher need, and the emergency lines and how to call safely
              are here too. */}
          {othersDanger ? <DangerHelp /> : <TellTrustedContact />}
          <SafetyPlanLink />
        </>
      )}
      {extra}
      {onDismiss ? (
        <button type="button" onClick={onDismiss} className={dismissClass}>
          {tx(CRISIS_MSG.safeNow)}
        </button>
      ) : null}
    </section>
  );
}

/** The gentle card's suggestion: a breathing exercise, or a word with a buddy. */
function OneSmallThing() {
  const linkClass =
    "flex min-h-11 items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-brand-700 underline";
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold">{tx(CRISIS_MSG.concernTry)}</p>
      <Link to="/breathing-tool" className={linkClass}>
        <Wind size={18} aria-hidden="true" className="shrink-0" /> {tx(CRISIS_MSG.concernBreathe)}
      </Link>
      <Link to="/chat" className={linkClass}>
        <HeartHandshake size={18} aria-hidden="true" className="shrink-0" /> {tx(CRISIS_MSG.concernBuddy)}
      </Link>
    </div>
  );
}

/** Emergency, the women's helpline and Childline as tap-to-call links, then how to call safely. */
function DangerHelp() {
  return (
    <>
      <HelplineLinks lines={DANGER_HELPLINES} />
      <div className="rounded-2xl bg-white px-3 py-2">
        <h3 className="text-sm font-semibold">{tx(CRISIS_MSG.dangerSafelyTitle)}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          <li>{tx(CRISIS_MSG.dangerSafelyPhone)}</li>
          <li>{tx(CRISIS_MSG.dangerSafelyHistory)}</li>
          <li>{tx(CRISIS_MSG.dangerSafelyPlace)}</li>
        </ul>
      </div>
    </>
  );
}

/** "Talk to an expert now" with the earliest bookable slot; the directory when none is free or it fails. */
function ExpertNow() {
  const help = useSafetyHelp();
  const earliest = help.data?.earliest;
  const to = earliest ? `/expert/booking?expert=${encodeURIComponent(earliest.handle)}` : "/experts";
  return (
    <Link
      to={to}
      className="flex min-h-11 flex-col justify-center rounded-full bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
    >
      <span>{tx(CRISIS_MSG.talkToExpert)}</span>
      {help.isPending ? (
        <span className="text-xs font-normal">
          <Trans>Finding the earliest time…</Trans>
        </span>
      ) : earliest ? (
        <span className="text-xs font-normal">
          {earliest.displayName}, {formatSlotTime(earliest.startsAt, undefined, currentLocale())}
        </span>
      ) : (
        <span className="text-xs font-normal">
          <Trans>See who is available</Trans>
        </span>
      )}
    </Link>
  );
}
