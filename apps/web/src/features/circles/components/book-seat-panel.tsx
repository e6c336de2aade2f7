import { Trans, useLingui } from "@lingui/react/macro";
import { CIRCLE_MSG, CIRCLE_NICKNAME_MAX, type Circle, type CircleOccurrence } from "@saathi/contract/circles";
import { CheckCircle2, RotateCcw, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { SandboxCheckoutDialog } from "../../../components/payments/sandbox-checkout-dialog.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { meetingWhen } from "../circle-rules.ts";
import { useSeatCheckout } from "../hooks/use-seat-checkout.ts";

const NICKNAME = /^[\p{L}\p{M}\p{N} ._-]+$/u;

/** A nickname the server takes (the contract's rule), or its message. */
export function nicknameError(nickname: string): string | null {
  const n = nickname.trim();
  return n.length >= 1 && n.length <= CIRCLE_NICKNAME_MAX && NICKNAME.test(n) ? null : CIRCLE_MSG.nicknameInvalid;
}

/**
 * Booking one meeting's seat: a circle nickname (shown in the room instead of the member's name), then the
 * sandbox checkout for a paid circle, and the outcome told as it is.
 */
export function BookSeatPanel({
  circle,
  meeting,
  offered,
  onDone,
}: {
  circle: Circle;
  meeting: CircleOccurrence;
  /** The seat was offered from the waitlist (the member takes it). */
  offered: boolean;
  onDone(): void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const [nickname, setNickname] = useState("");
  const [error, setError] = useState<string | null>(null);
  const checkout = useSeatCheckout(circle.title);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const when = meetingWhen(meeting.startsAt, meeting.endsAt);
  const fee = formatMoney(circle.fee);
  const { outcome } = checkout;
  const nick = outcome?.kind === "confirmed" ? outcome.seat.nickname : "";
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  // Opened by 'Book a seat', which it replaces: the nickname field takes the focus.
  const nicknameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    nicknameRef.current?.focus();
  }, []);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = nicknameError(nickname);
    setError(problem);
    if (!problem) void checkout.book(meeting.id, nickname.trim());
  };

  if (outcome)
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome.kind === "confirmed" ? "status" : "alert"}
        className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4 outline-none"
        data-testid="seat-outcome"
      >
        {outcome.kind === "confirmed" ? (
          <>
            <p className="flex items-center gap-2 text-lg font-semibold text-ink">
              <CheckCircle2 aria-hidden className="shrink-0 text-brand-700" />
              <Trans>Your seat is confirmed</Trans>
            </p>
            <p className="text-sm text-muted">
              <Trans>
                {when}. You will join as “{nick}”.
              </Trans>
            </p>
            <Link to="/circles/mine" className={buttonClasses("primary")}>
              <Trans>Go to my circles</Trans>
            </Link>
          </>
        ) : outcome.kind === "refunded" ? (
          <>
            <p className="flex items-center gap-2 text-lg font-semibold text-ink">
              <RotateCcw aria-hidden className="shrink-0 text-amber-700" />
              <Trans>Payment refunded</Trans>
            </p>
            <p className="text-sm text-ink">{tx(outcome.message)}</p>
          </>
        ) : (
          <>
            <p className="flex items-center gap-2 text-lg font-semibold text-ink">
              <XCircle aria-hidden className="shrink-0 text-red-600" />
              <Trans>Payment failed</Trans>
            </p>
            <p className="text-sm text-ink">{tx(outcome.message)}</p>
            <p className="text-xs text-muted">
              <Trans>If any money was taken for this attempt, it comes back to you automatically.</Trans>
            </p>
          </>
        )}
        {outcome.kind !== "confirmed" ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={checkout.reset}>
              <Trans>Try again</Trans>
            </Button>
            <Button variant="ghost" onClick={onDone}>
              <Trans>Close</Trans>
            </Button>
          </div>
        ) : null}
      </div>
    );

  const sandbox = checkout.state.step === "sandbox" ? checkout.state : null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl border border-brand-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {offered ? <Trans>Take the seat offered to you</Trans> : <Trans>Book a seat</Trans>}
      </h2>
      <p className="text-sm text-ink">{when}</p>
      <p className="text-sm font-semibold text-brand-800">
        {circle.fee === 0 ? <Trans>Free</Trans> : <Trans>{fee} per seat</Trans>}
      </p>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <TextField
          ref={nicknameRef}
          label={t`Circle nickname`}
          hint={t`Others in the circle see this name, never your real one.`}
          value={nickname}
          maxLength={CIRCLE_NICKNAME_MAX}
          autoComplete="off"
          onChange={(e) => setNickname(e.target.value)}
          error={error ?? undefined}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={checkout.busy} busyText={t`Booking...`}>
            {circle.fee === 0 ? <Trans>Book free seat</Trans> : <Trans>Book and pay {fee}</Trans>}
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={checkout.busy}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
      {checkout.blockedWarning ? (
        <div role="alert" className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold text-ink">
            <Trans>Someone you blocked has a seat here</Trans>
          </p>
          <p className="text-sm text-ink">{tx(checkout.blockedWarning)}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void checkout.book(meeting.id, nickname.trim(), true)} busy={checkout.busy}>
              <Trans>Book anyway</Trans>
            </Button>
            <Button variant="ghost" onClick={checkout.dismissBlockedWarning}>
              <Trans>Not now</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      <SandboxCheckoutDialog
        order={sandbox?.order ?? null}
        summary={[
          [t`Circle`, circle.title],
          [t`When`, when],
        ]}
        busy={sandbox?.paying ?? false}
        onPay={() => void checkout.pay()}
        onCancel={() => void checkout.cancel()}
        onFail={() => void checkout.failPayment()}
      />
      {checkout.state.step === "verifying" ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Confirming your payment…</Trans>
        </p>
      ) : null}
    </section>
  );
}
