import { Trans, useLingui } from "@lingui/react/macro";
import { BOOKING_MSG } from "@saathi/contract/bookings";
import { type ExpertCard, SESSION_TYPE_LABEL, type SessionType } from "@saathi/contract/experts";
import { type ReactNode, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { BookingFailureDialog, BookingSuccessDialog } from "../../../components/payments/result-dialogs.tsx";
import { SandboxCheckoutDialog } from "../../../components/payments/sandbox-checkout-dialog.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCheckout } from "../../../lib/payments/use-checkout.ts";
import { placeholderKeys } from "../../../lib/placeholders.ts";
import { formatSlotTime } from "../../../lib/slot-time.ts";
import { useAvailability, useRefreshAvailability } from "../api/get-availability.ts";
import { FeeLabel } from "./fee-and-rating.tsx";
import { wordOf } from "./labels.ts";
import { SlotPicker } from "./slot-picker.tsx";

const selectClass = "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink";

/** What another page chose already ('Book this slot' on a match): the slot, and the mode and language when offered. */
export interface PresetChoice {
  slot?: string | null;
  mode?: string | null;
  language?: string | null;
}

/** The viewer's local date (yyyy-mm-dd) of an instant, as the slot picker names its days. */
const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** What is chosen in the panel, for another way to book it (a package session, composed in app/screens). */
export interface BookingChoice {
  expertId: string;
  startsAt: string | null;
  language: string;
  sessionType: string;
  /** Clears the chosen time and refreshes the free times once it is booked. */
  onBooked(): void;
}

/** Slot, language and mode, then 'Book your slot now' through payment (spec §2, §4 Booking, §5). */
export function BookingPanel({
  expert,
  chosen = {},
  otherWay,
}: {
  expert: ExpertCard;
  chosen?: PresetChoice;
  /** Another way to book the same choice (a package session), below the paid button. */
  otherWay?: (choice: BookingChoice) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const name = expert.displayName;
  const availability = useAvailability(expert.expertId);
  const refresh = useRefreshAvailability();
  // The payment's outcome dialogs give the focus back here when they close.
  const bookButton = useRef<HTMLButtonElement>(null);
  const preset = chosen.slot && !Number.isNaN(Date.parse(chosen.slot)) ? chosen.slot : null;
  const [day, setDay] = useState<string | null>(preset ? localDay(preset) : null);
  const [slot, setSlot] = useState<string | null>(preset);
  const [language, setLanguage] = useState(
    chosen.language && expert.languages.includes(chosen.language)
      ? chosen.language
      : expert.languages.length === 1
        ? (expert.languages[0] ?? "")
        : "",
  );
  const [mode, setMode] = useState<string>(
    chosen.mode && expert.sessionTypes.includes(chosen.mode as SessionType)
      ? chosen.mode
      : expert.sessionTypes.length === 1
        ? (expert.sessionTypes[0] ?? "")
        : "",
  );
  const [error, setError] = useState("");
  const ids = { language: useId(), mode: useId() };
  const navigate = useNavigate();
  const checkout = useCheckout({
    description: t`1 hour with ${name}`,
    onSettled: () => {
      setSlot(null);
      refresh(expert.expertId);
    },
    // A member under 18: the session waits for their guardian, who pays from their own link.
    onGuardian: (booking) => navigate(`/sessions/waiting/${booking.bookingId}`),
  });
  const payable = expert.consultationFee > 0;

  const book = () => {
    setError("");
    if (!slot || !language || !mode) return setError(BOOKING_MSG.selectAll);
    if (Date.parse(slot) <= Date.now()) return setError(BOOKING_MSG.pastSlot);
    // Only what the expert offers (the selects allow nothing else).
    if (!expert.languages.includes(language) || !expert.sessionTypes.includes(mode as SessionType)) return;
    void checkout.start({ expertId: expert.expertId, startsAt: slot, language, sessionType: mode as SessionType });
  };

  return (
    <section
      aria-labelledby="book-heading"
      className="flex flex-col gap-4 rounded-3xl border border-brand-100 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="book-heading" className="text-lg font-semibold text-ink">
          <Trans>Book a session</Trans>
        </h2>
        <span className="text-sm font-medium text-brand-800">
          <FeeLabel paise={expert.consultationFee} />
        </span>
      </div>
      {availability.isLoading ? (
        <div role="status" className="grid grid-cols-4 gap-2" aria-label={t`Loading free times`}>
          {placeholderKeys(8).map((k) => (
            <div key={k} className="h-10 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : availability.isError ? (
        <Alert>
          <Trans>Could not load free times.</Trans>{" "}
          <button type="button" className="underline" onClick={() => void availability.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </Alert>
      ) : (
        <SlotPicker
          slots={availability.data?.slots ?? []}
          day={day}
          onDay={(d) => {
            setDay(d);
            setSlot(null);
          }}
          selected={slot}
          onSelect={setSlot}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.language} className="text-sm font-medium text-ink">
            <Trans>Preferred Text</Trans>
          </label>
          <select
            id={ids.language}
            className={selectClass}
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
          >
            <option value="">{t`Choose a language`}</option>
            {expert.languages.map((l) => (
              <option key={l} value={l}>
                {wordOf(i18n, l)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.mode} className="text-sm font-medium text-ink">
            <Trans>Mode</Trans>
          </label>
          <select id={ids.mode} className={selectClass} value={mode} onChange={(e) => setMode(e.target.value)}>
            <option value="">{t`Choose a mode`}</option>
            {expert.sessionTypes.map((st) => (
              <option key={st} value={st}>
                {tx(SESSION_TYPE_LABEL[st])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? <Alert>{tx(error)}</Alert> : null}
      <Button ref={bookButton} onClick={book} disabled={!payable} busy={checkout.busy} busyText={t`Please wait...`}>
        <Trans>Book your slot now</Trans>
      </Button>
      {!payable ? <p className="text-sm text-muted">{tx(BOOKING_MSG.noFee)}</p> : null}
      {otherWay?.({
        expertId: expert.expertId,
        startsAt: slot,
        language,
        sessionType: mode,
        onBooked: () => {
          setSlot(null);
          refresh(expert.expertId);
        },
      })}
      <SandboxCheckoutDialog
        order={checkout.state.step === "sandbox" ? checkout.state.order : null}
        summary={
          checkout.state.step === "sandbox"
            ? [
                [t`Session`, t`with ${name}`],
                [t`When`, formatSlotTime(checkout.state.order.startsAt)],
              ]
            : []
        }
        busy={checkout.state.step === "sandbox" && checkout.state.paying}
        onPay={() => void checkout.pay()}
        onCancel={() => void checkout.cancel()}
        onFail={() => void checkout.failPayment()}
      />
      <BookingSuccessDialog
        startsAt={checkout.state.step === "success" ? checkout.state.order.startsAt : null}
        expertName={expert.displayName}
        onClose={checkout.reset}
        returnFocusTo={bookButton}
      />
      <BookingFailureDialog
        returnFocusTo={bookButton}
        message={checkout.state.step === "failure" ? checkout.state.message : null}
        onRetry={() => {
          checkout.reset();
          void availability.refetch();
        }}
      />
    </section>
  );
}
