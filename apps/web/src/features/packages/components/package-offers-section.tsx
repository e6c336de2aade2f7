import { Trans, useLingui } from "@lingui/react/macro";
import { PACKAGE_MSG, PACKAGE_SIZES, type PackageOffer, type PackageSize } from "@saathi/contract/packages";
import { useId, useState } from "react";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { formatMoney } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useMyOffers } from "../api/get-my-offers.ts";
import { useSetOffer } from "../api/set-offer.ts";
import { useWithdrawOffer } from "../api/withdraw-offer.ts";

/** /settings#packages, for experts: offer 4 or 8 sessions at a price they set, change it or withdraw it. */
export function PackageOffersSection() {
  const { t } = useLingui();
  const isExpert = useMe().data?.user?.role === "expert";
  const offers = useMyOffers(isExpert);
  if (!isExpert) return null;
  return (
    <SettingsSection
      id="packages"
      title={t`Session packages`}
      description={<Trans>Offer 4 or 8 sessions at one price. Members pay once and book each session.</Trans>}
    >
      {offers.isLoading ? (
        <div role="status" aria-label={t`Loading packages`} className="h-24 animate-pulse rounded-xl bg-slate-100" />
      ) : offers.isError ? (
        <Alert>
          <Trans>Could not load your packages.</Trans>
        </Alert>
      ) : (
        <div className="flex flex-col gap-3">
          {PACKAGE_SIZES.map((size) => (
            <OfferRow key={size} size={size} offer={offers.data?.offers.find((o) => o.sessions === size)} />
          ))}
        </div>
      )}
    </SettingsSection>
  );
}

function OfferRow({ size, offer }: { size: PackageSize; offer: PackageOffer | undefined }) {
  const { t } = useLingui();
  const id = useId();
  const active = offer?.active ?? false;
  const [price, setPrice] = useState(active && offer ? String(offer.price / 100) : "");
  const [error, setError] = useState("");
  const save = useSetOffer();
  const withdraw = useWithdrawOffer();
  const submit = () => {
    setError("");
    const rupees = Number(price);
    if (!price.trim()) return setError(PACKAGE_MSG.priceRequired);
    if (!Number.isInteger(rupees) || rupees <= 0) return setError(PACKAGE_MSG.priceInvalid);
    save.mutate({ sessions: size, price: rupees }, { onError: (err) => setError(err.message) });
  };
  const current = active && offer ? formatMoney(offer.price) : "";
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        <Trans>Price for {size} sessions (₹)</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          inputMode="numeric"
          className="min-h-11 w-full min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink sm:w-40"
          value={price}
          onChange={(e) => setPrice(e.target.value.replace(/[^\d]/g, ""))}
          aria-invalid={error ? true : undefined}
        />
        <Button onClick={submit} busy={save.isPending} busyText={t`Saving...`}>
          {active ? t`Change price` : t`Offer`}
        </Button>
        {active ? (
          <Button
            variant="ghost"
            onClick={() => withdraw.mutate(size)}
            busy={withdraw.isPending}
            busyText={t`Saving...`}
          >
            <Trans>Withdraw</Trans>
          </Button>
        ) : null}
      </div>
      {active ? (
        <p className="text-xs text-muted">
          <Trans>
            Members see: {size} sessions for {current}
          </Trans>
        </p>
      ) : null}
      {error ? <Alert>{tx(error)}</Alert> : null}
    </div>
  );
}
