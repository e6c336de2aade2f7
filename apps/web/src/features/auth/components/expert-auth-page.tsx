import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "./auth-card.tsx";
import { ExpertLoginForm } from "./expert-login-form.tsx";
import { ExpertRegisterForm } from "./expert-register-form.tsx";
import { ForgotPasswordFlow } from "./forgot-password-flow.tsx";
import { SocialButtons } from "./social-buttons.tsx";

type View = { name: "login"; notice?: string } | { name: "register" } | { name: "forgot" };

/** /expert/auth: expert (partner) login and registration. */
export function ExpertAuthPage() {
  const { t } = useLingui();
  const [view, setView] = useState<View>({ name: "login" });
  return (
    <AuthCard
      title={t`Partner Login`}
      aside={
        <Link to="/auth" className="font-medium text-brand-700 hover:underline">
          <Trans>Not an expert? Member login</Trans>
        </Link>
      }
    >
      <p className="mb-4 text-center text-xs font-semibold uppercase tracking-wider text-brand-700">
        <Trans>Saathi Partners</Trans>
      </p>
      {view.name === "forgot" ? (
        <ForgotPasswordFlow
          onBack={() => setView({ name: "login" })}
          onDone={() => setView({ name: "login", notice: t`Your password has been updated. Please log in.` })}
        />
      ) : view.name === "register" ? (
        <div className="flex flex-col gap-4">
          <ExpertRegisterForm />
          <p className="text-center text-sm text-muted">
            <Trans>
              Already registered?{" "}
              <button
                type="button"
                className="font-medium text-brand-700 hover:underline"
                onClick={() => setView({ name: "login" })}
              >
                Login Here
              </button>
            </Trans>
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ExpertLoginForm notice={view.notice} onForgot={() => setView({ name: "forgot" })} />
          <SocialButtons callbackURL="/expert/feed" googleLabel={t`Continue with Google`} only="google" />
          <p className="text-center text-sm text-muted">
            <Trans>
              New to Saathi?{" "}
              <button
                type="button"
                className="font-medium text-brand-700 hover:underline"
                onClick={() => setView({ name: "register" })}
              >
                Register As New Member
              </button>
            </Trans>
          </p>
        </div>
      )}
    </AuthCard>
  );
}
