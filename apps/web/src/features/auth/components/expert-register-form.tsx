import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ExpertRegisterInput, expertRegisterSchema } from "@saathi/contract/auth";
import { MSG } from "@saathi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField, FullNameField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { expertRegisterSendOtp } from "../api/expert-register-send-otp.ts";
import { expertRegisterVerify } from "../api/expert-register-verify.ts";
import { useAfterSignIn } from "../hooks/use-after-sign-in.ts";
import { OtpStep } from "./otp-step.tsx";

/** 'Register As New Member' for experts: Full Name, Email, Send OTP, verify → onboarding. */
export function ExpertRegisterForm() {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const [sent, setSent] = useState<ExpertRegisterInput | null>(null);
  const [error, setError] = useState("");
  const form = useForm<ExpertRegisterInput>({ resolver: zodResolver(expertRegisterSchema) });

  const submit = form.handleSubmit(async ({ fullName, email }) => {
    setError("");
    const input = { fullName: fullName.trim(), email: email.trim().toLowerCase() };
    try {
      await expertRegisterSendOtp(input.fullName, input.email);
      setSent(input);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MSG.failedSendOtp);
    }
  });

  if (sent) {
    return (
      <OtpStep
        title={t`Verify your email`}
        sentTo={sent.email}
        verifyLabel={t`Verify & Register`}
        onBack={() => setSent(null)}
        onResend={() => expertRegisterSendOtp(sent.fullName, sent.email).then(() => undefined)}
        onVerify={async (otp) => {
          await expertRegisterVerify(sent.fullName, sent.email, otp);
          await afterSignIn("/expert/onBoarding");
        }}
      />
    );
  }
  return (
    <BoundForm form={form} onSubmit={submit}>
      <h2 className="text-xl font-semibold text-ink">
        <Trans>Register As New Member</Trans>
      </h2>
      <p className="-mt-2 text-sm text-muted">
        <Trans>Join Saathi as a counsellor or wellness expert. Your application follows.</Trans>
      </p>
      <FullNameField />
      <EmailField />
      {error ? <Alert>{tx(error)}</Alert> : null}
      <SubmitButton busyText={t`Sending...`}>
        <Trans>Send OTP</Trans>
      </SubmitButton>
      <p className="text-xs text-muted">
        <Trans>By registering you confirm that you are 18 or older.</Trans>
      </p>
    </BoundForm>
  );
}
