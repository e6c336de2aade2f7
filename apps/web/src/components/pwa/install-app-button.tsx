// "Install app": Saathi's own installable app, offered where store buttons used to point at store home
// pages (the store apps do not exist yet). Shown only while the browser offers the install; elsewhere
// the words around it say how to add Saathi to the home screen from the browser's menu.
import { Trans } from "@lingui/react/macro";
import { Smartphone } from "lucide-react";
import {
  listenForInstallOffer,
  promptInstall,
  runningInstalled,
  useInstallable,
} from "../../lib/offline/install-offer.ts";
import { buttonClasses } from "../ui/button.tsx";

listenForInstallOffer();

const CLASSES = `${buttonClasses("secondary")} w-full sm:w-auto`;

/**
 * `shell`: the prerendered landing page, with no React in the browser: the button is there but hidden,
 * and static/island.ts shows it when the browser offers the install.
 */
export function InstallAppButton({ shell = false }: { shell?: boolean }) {
  const installable = useInstallable();
  const label = (
    <>
      <Smartphone aria-hidden size={18} /> <Trans>Install app</Trans>
    </>
  );
  if (shell)
    return (
      <button type="button" data-install hidden className={CLASSES}>
        {label}
      </button>
    );
  if (!installable || runningInstalled()) return null;
  return (
    <button type="button" className={CLASSES} onClick={() => void promptInstall()}>
      {label}
    </button>
  );
}
