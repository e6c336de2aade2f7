// /guardian/booking/:token: the page a parent or guardian opens from the email about one session of
// their young person (English and Hindi): the session (expert, time, fee; nothing the young person
// wrote), "present" or "informed", then consent and pay through the checkout, or decline.
import { Trans, useLingui } from "@lingui/react/macro";
import { SESSION_TYPE_LABEL, type SessionType } from "@saathi/contract/experts";
import {
  GUARDIAN_BOOKING_MSG,
  type GuardianAttendance,
  type GuardianCheckout,
  type GuardianBookingPage as Page,
} from "@saathi/contract/guardian-booking";
import { useId, useState } from "react";
import { useParams } from "react-router";
import { SandboxCheckoutDialog } from "../../../components/payments/sandbox-checkout-dialog.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useGatewayCheckout } from "../../../lib/payments/use-gateway-checkout.ts";
import { formatSlotTime } from "../../../lib/slot-time.ts";
import { consentGuardianBooking } from "../api/consent-guardian-booking.ts";
import { useDeclineGuardianBooking } from "../api/decline-guardian-booking.ts";
import { useGuardianBooking } from "../api/get-guardian-booking.ts";
import { guardianSandboxFail } from "../api/guardian-sandbox-fail.ts";
import { guardianSandboxPay } from "../api/guardian-sandbox-pay.ts";
import { verifyGuardianBooking } from "../api/verify-guardian-booking.ts";

export function GuardianBookingPage() {
  const { token = "" } = useParams();
  const page = useGuardianBooking(token);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 text-ink">
      <h1 className="text-2xl font-semibold">
        <Trans>A session for your young person</Trans>
      </h1>
      {page.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : page.isError ? (
        <Alert>{tx(GUARDIAN_BOOKING_MSG.notOpen)}</Alert>
      ) : (
        <Loaded token={token} page={page.data} />
      )}
    </main>
  );
}

function Loaded({ token, page }: { token: string; page: Page }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === "hi" ? "hi" : "en";
  const name = page.expertName;
  const member = page.memberName;
  const fee = formatMoney(page.amount);
  const [attendance, setAttendance] = useState<GuardianAttendance | null>(page.attendance);
  const [missing, setMissing] = useState(false);
  const decline = useDeclineGuardianBooking(token);
  const checkout = useGatewayCheckout<GuardianCheckout>({
    description: t`1 hour with ${name}`,
    verify: (_order, answer) => verifyGuardianBooking(token, answer),
    // The hold stays until its time ends: the guardian may try again.
    close: async () => {},
    verifyFailedMessage: GUARDIAN_BOOKING_MSG.verifyFailed,
    sandbox: { pay: () => guardianSandboxPay(token), fail: () => guardianSandboxFail(token) },
  });
  const groupId = useId();
  const when = formatSlotTime(page.startsAt, undefined, locale);
  const until = formatSlotTime(page.holdExpiresAt, undefined, locale);

  if (checkout.state.step === "success")
    return (
      <p role="status" className="rounded-2xl bg-brand-50 p-3 text-sm" data-testid="guardian-booking-status">
        <Trans>
          Thank you. The session with {name} on {when} is confirmed, and {member} has been told.
        </Trans>
      </p>
    );
  if (decline.data)
    return (
      <p role="status" className="rounded-2xl bg-slate-50 p-3 text-sm" data-testid="guardian-booking-status">
        <Trans>You declined this session. The time is free again, and {member} has been told kindly.</Trans>
      </p>
    );

  const consentAndPay = () => {
    if (!attendance) return setMissing(true);
    setMissing(false);
    void checkout.start(() => consentGuardianBooking(token, attendance));
  };
  const options: { value: GuardianAttendance; label: string; hint: string }[] = [
    { value: "present", label: t`I will be present`, hint: t`You join the session with your young person.` },
    {
      value: "informed",
      label: t`Keep me informed`,
      hint: t`You are told when the session is and that it took place, never what was said.`,
    },
  ];

  return (
    <>
      <p>
        <Trans>{member} would like a session on Saathi. It needs your consent, and you pay for it here.</Trans>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-brand-100 bg-white p-4 text-sm">
        <dt className="text-muted">
          <Trans>Expert</Trans>
        </dt>
        <dd className="min-w-0 break-words font-medium">{page.expertName}</dd>
        <dt className="text-muted">
          <Trans>When</Trans>
        </dt>
        <dd className="min-w-0 break-words">{when}</dd>
        <dt className="text-muted">
          <Trans>Mode</Trans>
        </dt>
        <dd className="min-w-0 break-words">
          {SESSION_TYPE_LABEL[page.sessionType as SessionType]
            ? tx(SESSION_TYPE_LABEL[page.sessionType as SessionType])
            : page.sessionType}
        </dd>
        <dt className="text-muted">
          <Trans>Fee</Trans>
        </dt>
        <dd className="min-w-0 font-semibold">{fee}</dd>
      </dl>
      <p className="text-sm text-muted">
        <Trans>
          Please answer before {until}. You will not see anything {member} writes on Saathi.
        </Trans>
      </p>
      <fieldset className="flex flex-col gap-2" aria-describedby={missing ? `${groupId}-error` : undefined}>
        <legend className="mb-1 text-base font-semibold">
          <Trans>How will you take part?</Trans>
        </legend>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={groupId}
              value={o.value}
              checked={attendance === o.value}
              onChange={() => setAttendance(o.value)}
              className="mt-1 size-5 shrink-0"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{o.label}</span>
              <span className="text-sm text-muted">{o.hint}</span>
            </span>
          </label>
        ))}
        {missing ? (
          <p id={`${groupId}-error`} role="alert" className="text-sm text-red-700">
            {tx(GUARDIAN_BOOKING_MSG.chooseAttendance)}
          </p>
        ) : null}
      </fieldset>
      {checkout.state.step === "failure" ? (
        <Alert>
          {tx(checkout.state.message)}{" "}
          <button type="button" className="min-h-11 underline" onClick={checkout.reset}>
            <Trans>Try again</Trans>
          </button>
        </Alert>
      ) : null}
      {decline.isError ? <Alert>{tx(decline.error.message)}</Alert> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={consentAndPay}
          disabled={checkout.state.step === "failure" || decline.isPending}
          busy={checkout.busy}
          busyText={t`Please wait...`}
        >
          <Trans>Consent and pay {fee}</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => decline.mutate()}
          busy={decline.isPending}
          busyText={t`Please wait...`}
          disabled={checkout.busy}
        >
          <Trans>Decline</Trans>
        </Button>
      </div>
      <SandboxCheckoutDialog
        order={checkout.state.step === "sandbox" ? checkout.state.order : null}
        summary={[
          [t`Session`, t`with ${name}`],
          [t`When`, when],
        ]}
        busy={checkout.state.step === "sandbox" && checkout.state.paying}
        onPay={() => void checkout.pay()}
        onCancel={() => void checkout.cancel()}
        onFail={() => void checkout.failPayment()}
      />
    </>
  );
}
