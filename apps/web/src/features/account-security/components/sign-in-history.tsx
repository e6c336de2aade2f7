import { Trans, useLingui } from "@lingui/react/macro";
import type { SignInEvent } from "@saathi/contract/account-security";
import { formatDate } from "../../../lib/i18n/format.ts";

/** The last sign-ins, so a person can spot one that wasn't them. */
export function SignInHistory({ signIns }: { signIns: SignInEvent[] }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">
        <Trans>Recent sign-ins</Trans>
      </h3>
      {signIns.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>No sign-ins recorded yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t`Recent sign-ins`}>
          {signIns.map((s) => (
            <li key={`${s.at}-${s.device}`} className="text-ink">
              {formatDate(s.at, { dateStyle: "medium", timeStyle: "short" })} · {s.device}
              {s.ipAddress ? <span className="text-muted"> · {s.ipAddress}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted">
        <Trans>Not you? Change your password and sign out everywhere else.</Trans>
      </p>
    </div>
  );
}
