import { Trans, useLingui } from "@lingui/react/macro";
import type { PackageOffer, PackagePurchase } from "@saathi/contract/packages";
import { useState } from "react";
import { BookingFailureDialog } from "../../../components/payments/result-dialogs.tsx";
import { SandboxCheckoutDialog } from "../../../components/payments/sandbox-checkout-dialog.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { useExpertPackages } from "../api/get-expert-packages.ts";
import { useMyPackages } from "../api/get-my-packages.ts";
import { usePackageCheckout } from "../hooks/use-package-checkout.ts";
import { RefundPackageDialog } from "./refund-package-dialog.tsx";

/**
 * On an expert's profile: their packages ("4 sessions for ₹X"), bought once in the checkout, and the
 * member's packages with this expert: sessions left, and a refund of the unused ones.
 */
export function ExpertPackagesCard({ expertId, expertName }: { expertId: string; expertName: string }) {
  const { t } = useLingui();
  // Visitors see the profile too; packages are for signed-in members.
  const me = useMe().data?.user;
  const signedIn = Boolean(me) && me?.id !== expertId;
  const offers = useExpertPackages(expertId, signedIn);
  const mine = useMyPackages(signedIn);
  const checkout = usePackageCheckout(t`Sessions with ${expertName}`);
  const [chosen, setChosen] = useState<PackageOffer | null>(null);
  const held = (mine.data?.purchases ?? []).filter((p) => p.expertId === expertId && p.remaining > 0);
  const list = offers.data?.offers ?? [];
  if (!signedIn) return null;
  if (offers.isLoading)
    return (
      <div role="status" aria-label={t`Loading packages`} className="h-24 animate-pulse rounded-3xl bg-slate-100" />
    );
  if (offers.isError) return null;
  if (list.length === 0 && held.length === 0) return null;
  const selected = checkout.state.step === "sandbox" ? checkout.state.order : null;
  const sessions = chosen?.sessions ?? 0;
  return (
    <section
      aria-labelledby="packages-heading"
      className="flex flex-col gap-3 rounded-3xl border border-brand-100 bg-white p-4"
    >
      <h2 id="packages-heading" className="text-lg font-semibold text-ink">
        <Trans>Session packages</Trans>
      </h2>
      {held.map((p) => (
        <HeldPackage key={p.id} purchase={p} />
      ))}
      {checkout.state.step === "success" ? (
        <Alert tone="success">
          <Trans>Paid. Your sessions are ready to book.</Trans>
        </Alert>
      ) : null}
      <ul className="flex flex-col gap-2">
        {list.map((o) => (
          <li
            key={o.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 p-3"
          >
            <div className="min-w-0">
              <p className="font-medium text-ink">
                <Trans>
                  {o.sessions} sessions for {formatMoney(o.price)}
                </Trans>
              </p>
              <p className="text-xs text-muted">
                <Trans>{formatMoney(o.perSession)} a session</Trans>
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() => {
                setChosen(o);
                void checkout.buy(o.id);
              }}
              busy={checkout.busy}
              busyText={t`Please wait...`}
              aria-label={t`Buy ${o.sessions} sessions for ${formatMoney(o.price)}`}
            >
              <Trans>Buy</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <SandboxCheckoutDialog
        order={selected}
        summary={selected ? [[t`Package`, t`${sessions} sessions with ${expertName}`]] : []}
        busy={checkout.state.step === "sandbox" && checkout.state.paying}
        onPay={() => void checkout.pay()}
        onCancel={() => void checkout.cancel()}
        onFail={() => void checkout.failPayment()}
      />
      <BookingFailureDialog
        message={checkout.state.step === "failure" ? checkout.state.message : null}
        onRetry={checkout.reset}
      />
    </section>
  );
}

/** A package the member holds with this expert: what is left, and the refund of the unused sessions. */
function HeldPackage({ purchase }: { purchase: PackagePurchase }) {
  const left = purchase.remaining;
  const total = purchase.sessions;
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-3">
      <p className="text-sm font-medium text-ink">
        <Trans>
          {left} of {total} sessions left
        </Trans>
      </p>
      <p className="text-xs text-muted">
        <Trans>Choose a time and book it with a package session: no payment needed.</Trans>
      </p>
      <RefundPackageDialog purchase={purchase} />
    </div>
  );
}
