import { Trans, useLingui } from "@lingui/react/macro";
import { MSG } from "@saathi/contract/messages";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { useClientConfig } from "../../../lib/api/session/get-config.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { signInSocial } from "../api/sign-in-social.ts";
import { GoogleIcon, MicrosoftIcon } from "./brand-icons.tsx";

type Provider = "google" | "microsoft";

const NAMES: Record<Provider, string> = { google: "Google", microsoft: "Microsoft" };
const ICONS = { google: GoogleIcon, microsoft: MicrosoftIcon };

/**
 * Google and Microsoft sign-in; each appears only when the server has its keys.
 * Without `googleLabel` they are round icon buttons (member /auth); with it, one wide labelled button.
 */
export function SocialButtons({
  callbackURL,
  googleLabel,
  only,
}: {
  callbackURL: string;
  googleLabel?: string;
  only?: "google";
}) {
  const { t } = useLingui();
  const { data } = useClientConfig();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState<Provider | null>(null);
  const configured = data?.socialProviders;
  const providers = (["google", "microsoft"] as const).filter((p) => configured?.[p] && (!only || p === only));
  if (providers.length === 0) return null;

  const start = async (p: Provider) => {
    setError("");
    setBusy(p);
    try {
      await signInSocial(p, callbackURL);
    } catch {
      setError(p === "google" ? t`Google sign-in failed` : MSG.failedSignIn);
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-slate-200" /> <Trans>or</Trans> <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="flex justify-center gap-3">
        {providers.map((p) => {
          const Icon = ICONS[p];
          const name = NAMES[p];
          const wide = p === "google" && googleLabel;
          return (
            <button
              key={p}
              type="button"
              onClick={() => start(p)}
              disabled={busy !== null}
              aria-busy={busy === p || undefined}
              aria-label={wide ? undefined : t`Sign in with ${name}`}
              className={`inline-flex min-h-11 items-center justify-center gap-2 border border-slate-300 bg-white text-sm font-medium text-ink hover:bg-slate-50 disabled:opacity-60 ${wide ? "w-full rounded-xl px-4" : "h-12 w-12 rounded-full"}`}
            >
              <Icon />
              {wide ? (busy === p ? t`Redirecting...` : googleLabel) : null}
            </button>
          );
        })}
      </div>
      {error ? <Alert>{tx(error)}</Alert> : null}
    </div>
  );
}
