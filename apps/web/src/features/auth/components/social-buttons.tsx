import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { signInSocial } from "../api/auth-requests.ts";
import { useClientConfig } from "../api/get-config.ts";

/** Google and Microsoft sign-in; each appears only when the server has its keys. */
export function SocialButtons({
  callbackURL,
  googleLabel,
  only,
}: {
  callbackURL: string;
  googleLabel?: string;
  only?: "google";
}) {
  const { data } = useClientConfig();
  const [error, setError] = useState("");
  const configured = data?.socialProviders;
  const providers = configured && { google: configured.google, microsoft: only ? false : configured.microsoft };
  if (!providers?.google && !providers?.microsoft) return null;
  const start = (p: "google" | "microsoft") =>
    signInSocial(p, callbackURL).catch(() => setError(p === "google" ? "Google sign-in failed" : "Failed to sign in"));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="flex justify-center gap-3">
        {providers.google ? (
          <button
            type="button"
            onClick={() => start("google")}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-4 text-sm font-medium"
            aria-label={googleLabel ?? "Sign in with Google"}
          >
            {googleLabel ?? "Google"}
          </button>
        ) : null}
        {providers.microsoft ? (
          <button
            type="button"
            onClick={() => start("microsoft")}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-4 text-sm font-medium"
            aria-label="Sign in with Microsoft"
          >
            Microsoft
          </button>
        ) : null}
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
