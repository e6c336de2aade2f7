import { Trans, useLingui } from "@lingui/react/macro";
import { BOOKING_MSG } from "@saathi/contract/bookings";
import type { SessionType } from "@saathi/contract/experts";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { formatSlotTime } from "../../../lib/slot-time.ts";
import { useBookWithPackage } from "../api/book-with-package.ts";
import { useMyPackages } from "../api/get-my-packages.ts";

/** What the booking panel has chosen, handed to its package slot. */
export interface PackageSessionChoice {
  expertId: string;
  startsAt: string | null;
  language: string;
  sessionType: string;
  /** The panel clears the chosen time and refreshes the free times. */
  onBooked(): void;
}

/**
 * 'Use a package session' in the booking panel: shown only to a member with sessions left in a package
 * with this expert; books the chosen time without a payment step.
 */
export function UsePackageSession({ expertId, startsAt, language, sessionType, onBooked }: PackageSessionChoice) {
  const { t } = useLingui();
  const mine = useMyPackages(Boolean(useMe().data?.user));
  const book = useBookWithPackage(expertId);
  const [error, setError] = useState("");
  const [booked, setBooked] = useState<{ startsAt: string; remaining: number } | null>(null);
  const usable = (mine.data?.purchases ?? []).find((p) => p.expertId === expertId && p.remaining > 0);
  if (!usable && !booked) return null;
  const left = usable?.remaining ?? 0;
  const use = () => {
    setError("");
    setBooked(null);
    if (!usable) return;
    if (!startsAt || !language || !sessionType) return setError(BOOKING_MSG.selectAll);
    book.mutate(
      { purchaseId: usable.id, startsAt, language, sessionType: sessionType as SessionType },
      {
        onSuccess: (r) => {
          setBooked({ startsAt, remaining: r.remaining });
          onBooked();
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  const when = booked ? formatSlotTime(booked.startsAt) : "";
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
      {usable ? (
        <>
          <p className="text-sm text-muted">
            <Trans>You have {left} package sessions left with this expert.</Trans>
          </p>
          <Button variant="secondary" onClick={use} busy={book.isPending} busyText={t`Please wait...`}>
            <Trans>Use a package session</Trans>
          </Button>
        </>
      ) : null}
      {booked ? (
        <Alert tone="success">
          <Trans>Booked for {when} with a package session. No payment needed.</Trans>
        </Alert>
      ) : null}
      {error ? <Alert>{tx(error)}</Alert> : null}
    </div>
  );
}
