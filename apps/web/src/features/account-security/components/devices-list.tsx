import { Trans, useLingui } from "@lingui/react/macro";
import type { SignedInDevice } from "@saathi/contract/account-security";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { timeAgo } from "../../../lib/time-ago.ts";
import { accountSecurityKeys } from "../api/account-security-keys.ts";
import { signOutDevice } from "../api/sign-out-device.ts";
import { signOutOthers } from "../api/sign-out-others.ts";
import { useAction } from "./use-action.ts";

/** Where I am signed in: end one device, or every device but this one. */
export function DevicesList({ devices }: { devices: SignedInDevice[] }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const { busy, error, run } = useAction();
  const refresh = () => qc.invalidateQueries({ queryKey: accountSecurityKeys.all });
  const others = devices.filter((d) => !d.current);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">
        <Trans>Signed-in devices</Trans>
      </h3>
      <ul className="flex flex-col divide-y divide-slate-100" aria-label={t`Signed-in devices`}>
        {devices.map((d) => {
          const active = timeAgo(d.lastActiveAt);
          const device = d.device;
          return (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {d.device}{" "}
                  {d.current ? (
                    // A space, not only a margin: read aloud or copied, the name and the badge stay two words.
                    <span className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-medium text-brand-700">
                      <Trans>This device</Trans>
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {d.ipAddress ? `${d.ipAddress} · ` : ""}
                  <Trans>active {active}</Trans>
                </p>
              </div>
              {d.current ? null : (
                <Button
                  variant="secondary"
                  busy={busy}
                  aria-label={t`Sign out ${device}`}
                  onClick={() => run(() => signOutDevice(d.id)).then(refresh)}
                >
                  <Trans>Sign out</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="secondary"
          busy={busy}
          busyText={t`Signing out…`}
          onClick={() => run(() => signOutOthers()).then(refresh)}
        >
          <Trans>Sign out everywhere else</Trans>
        </Button>
      ) : (
        <p className="text-sm text-muted">
          <Trans>You are signed in on this device only.</Trans>
        </p>
      )}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
