// The installable app's two offers, shown above the bottom navigation: "a new version is
// ready" (the member chooses when; nothing swaps mid-sentence) and, at a sensible moment, "add Saathi to
// your home screen". Registers the service worker after the first load.
import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { registerAppWorker, updateLater, updateNow, useAppWorker } from "../../lib/offline/app-worker.ts";
import {
  listenForInstallOffer,
  promptInstall,
  recordVisit,
  rememberInstallNotNow,
  useInstallOffer,
} from "../../lib/offline/install-offer.ts";
import { Button } from "../ui/button.tsx";

listenForInstallOffer();

const CARD =
  "pointer-events-auto flex flex-col gap-2 rounded-2xl border border-brand-200 bg-white p-3 text-left text-sm text-ink shadow-lg";

function UpdateReady() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <section aria-label={t`Update`} role="status" className={CARD}>
      <p className="flex items-start gap-2">
        <RefreshCw size={18} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
        <Trans>A new version of Saathi is ready. Update when you have finished what you are doing.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          busy={busy}
          busyText={t`Updating…`}
          onClick={() => {
            setBusy(true);
            void updateNow();
          }}
        >
          <Trans>Update now</Trans>
        </Button>
        <Button variant="ghost" onClick={updateLater}>
          <Trans>Later</Trans>
        </Button>
      </div>
    </section>
  );
}

function InstallOffer({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Install Saathi`} className={CARD}>
      <p className="flex items-start gap-2">
        <Smartphone size={18} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
        <Trans>Add Saathi to your home screen: it opens in one tap, and what you last saw is there even offline.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            onDone();
            void promptInstall();
          }}
        >
          <Trans>Install app</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            rememberInstallNotNow();
            onDone();
          }}
        >
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  );
}

export function AppWorkerPrompts() {
  const { updateReady } = useAppWorker();
  const [visitDays] = useState(() => recordVisit());
  const offerInstall = useInstallOffer(visitDays);
  const [installHandled, setInstallHandled] = useState(false);

  useEffect(() => {
    const start = () => void registerAppWorker();
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  const showInstall = offerInstall && !installHandled && !updateReady;
  if (!updateReady && !showInstall) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-40 mx-auto flex max-w-md flex-col gap-2 px-3 lg:bottom-4">
      {updateReady ? <UpdateReady /> : null}
      {showInstall ? <InstallOffer onDone={() => setInstallHandled(true)} /> : null}
    </div>
  );
}
