import type { SignInEvent } from "@saathi/contract/account-security";

/** The last sign-ins, so a person can spot one that wasn't them. */
export function SignInHistory({ signIns }: { signIns: SignInEvent[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">Recent sign-ins</h3>
      {signIns.length === 0 ? (
        <p className="text-sm text-muted">No sign-ins recorded yet.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Recent sign-ins">
          {signIns.map((s) => (
            <li key={`${s.at}-${s.device}`} className="text-ink">
              {new Date(s.at).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" })} · {s.device}
              {s.ipAddress ? <span className="text-muted"> · {s.ipAddress}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted">Not you? Change your password and sign out everywhere else.</p>
    </div>
  );
}
