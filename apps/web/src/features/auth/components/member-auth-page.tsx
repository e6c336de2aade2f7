import { Trans, useLingui } from "@lingui/react/macro";
import { MSG } from "@saathi/contract/messages";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { sendEmailOtp } from "../api/send-email-otp.ts";
import { signInEmailOtp } from "../api/sign-in-email-otp.ts";
import { verifyEmailOtp } from "../api/verify-email-otp.ts";
import { useAfterSignIn } from "../hooks/use-after-sign-in.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailStep } from "./email-step.tsx";
import { ForgotPasswordFlow } from "./forgot-password-flow.tsx";
import { LoginForm } from "./login-form.tsx";
import { OtpStep } from "./otp-step.tsx";
import { SignupForm } from "./signup-form.tsx";
import { SocialButtons } from "./social-buttons.tsx";

type View =
  | { name: "tabs"; tab: "login" | "signup"; notice?: string }
  | { name: "verify-email"; email: string }
  | { name: "otp-login-email" }
  | { name: "otp-login-code"; email: string }
  | { name: "forgot" };

/** /auth: member login and signup, with the code, OTP-login and forgot-password sub-views. */
export function MemberAuthPage() {
  const { t } = useLingui();
  // /auth?invite=CODE (a friend's link) opens on Sign Up and comes back to the invitation.
  const [params] = useSearchParams();
  const invite = params.get("invite");
  // "Join Community" links ask for the Sign Up tab (?mode=signup); a plain /auth opens on Login.
  const [view, setView] = useState<View>({
    name: "tabs",
    tab: invite || params.get("mode") === "signup" ? "signup" : "login",
  });
  const afterSignIn = useAfterSignIn();
  const toLogin = (notice?: string) => setView({ name: "tabs", tab: "login", notice });

  let body: React.ReactNode;
  if (view.name === "verify-email") {
    body = (
      <OtpStep
        title={t`Verify your email`}
        sentTo={view.email}
        verifyLabel={t`Verify & Continue`}
        onBack={() => toLogin()}
        onResend={() => sendEmailOtp(view.email, "email-verification").then(() => undefined)}
        onVerify={async (otp) => {
          await verifyEmailOtp(view.email, otp);
          await afterSignIn(invite ? `/invite-friends?invite=${encodeURIComponent(invite)}` : "/feed");
        }}
      />
    );
  } else if (view.name === "otp-login-email") {
    body = (
      <EmailStep
        title={t`Login with OTP`}
        description={t`We will email you a 6-digit code. No password needed.`}
        submitLabel={t`Send OTP`}
        busyText={t`Sending...`}
        onBack={() => toLogin()}
        onSubmit={async (email) => {
          try {
            await sendEmailOtp(email, "sign-in");
            setView({ name: "otp-login-code", email });
          } catch (err) {
            throw new Error(err instanceof ApiError ? err.message : MSG.failedSendOtp);
          }
        }}
      />
    );
  } else if (view.name === "otp-login-code") {
    body = (
      <OtpStep
        title={t`Enter your code`}
        sentTo={view.email}
        verifyLabel={t`Login`}
        onBack={() => setView({ name: "otp-login-email" })}
        onResend={() => sendEmailOtp(view.email, "sign-in").then(() => undefined)}
        onVerify={async (otp) => {
          await signInEmailOtp(view.email, otp);
          await afterSignIn();
        }}
      />
    );
  } else if (view.name === "forgot") {
    body = (
      <ForgotPasswordFlow
        onBack={() => toLogin()}
        onDone={() => toLogin(t`Your password has been updated. Please log in.`)}
      />
    );
  } else {
    body = (
      <Tabs.Root value={view.tab} onValueChange={(tab) => setView({ name: "tabs", tab: tab as "login" | "signup" })}>
        <Tabs.List aria-label={t`Login or sign up`} className="mb-6 grid grid-cols-2 rounded-xl bg-brand-50 p-1">
          {(["login", "signup"] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="min-h-11 rounded-lg text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
            >
              {tab === "login" ? t`Login` : t`Signup`}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm
            notice={view.notice}
            onForgot={() => setView({ name: "forgot" })}
            onOtpLogin={() => setView({ name: "otp-login-email" })}
            onNeedsVerification={(email) => setView({ name: "verify-email", email })}
          />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignupForm onCodeSent={(email) => setView({ name: "verify-email", email })} />
        </Tabs.Content>
        {/* empty:hidden: no providers configured, so no blank gap at the bottom of the card. */}
        <div className="mt-6 empty:hidden">
          <SocialButtons callbackURL="/feed" />
        </div>
      </Tabs.Root>
    );
  }

  return (
    <AuthCard
      title={t`Welcome to Saathi`}
      aside={
        <div className="flex flex-col items-center gap-3">
          <span>
            <Trans>Are you a counsellor or wellness expert?</Trans>
          </span>
          <Link to="/expert/auth" className={buttonClasses("secondary")}>
            <Trans>Partner Login</Trans>
          </Link>
        </div>
      }
    >
      {body}
    </AuthCard>
  );
}
