import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { ACCOUNT_SUSPENDED } from "@saathi/contract/account-status";
import {
  classifyIdentifier,
  type ExpertLoginInput,
  expertLoginSchema,
  normalizePhone,
  otpErrorMessage,
  sanitizeOtpInput,
} from "@saathi/contract/auth";
import { MSG } from "@saathi/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { sendEmailOtp } from "../api/send-email-otp.ts";
import { sendPhoneOtp } from "../api/send-phone-otp.ts";
import { signInEmail } from "../api/sign-in-email.ts";
import { signInEmailOtp } from "../api/sign-in-email-otp.ts";
import { signInPhone } from "../api/sign-in-phone.ts";
import { verifyPhoneOtp } from "../api/verify-phone-otp.ts";
import { useAfterSignIn } from "../hooks/use-after-sign-in.ts";

/** 'Login As Member' on /expert/auth: email or phone, with a password or a 6-digit code. */
export function ExpertLoginForm({ onForgot, notice }: { onForgot(): void; notice?: string }) {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const [error, setError] = useState("");
  const [info, setInfo] = useState("");
  const [sending, setSending] = useState(false);
  const form = useForm<ExpertLoginInput>({
    resolver: zodResolver(expertLoginSchema),
    defaultValues: { identifier: "", mode: "password", password: "", otp: "" },
  });
  const { handleSubmit, watch, setValue, getValues, trigger } = form;
  const mode = watch("mode");

  const sendCode = async () => {
    setError("");
    setInfo("");
    if (!(await trigger("identifier"))) return;
    const id = getValues("identifier").trim();
    setSending(true);
    try {
      if (classifyIdentifier(id) === "email") await sendEmailOtp(id.toLowerCase(), "sign-in");
      else await sendPhoneOtp(normalizePhone(id));
      setInfo(t`We sent a 6-digit code to ${id}.`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MSG.failedSendOtp);
    } finally {
      setSending(false);
    }
  };

  const submit = handleSubmit(async ({ identifier, mode: m, password, otp }) => {
    setError("");
    const id = identifier.trim();
    const isEmail = classifyIdentifier(id) === "email";
    try {
      if (m === "password") {
        if (isEmail) await signInEmail(id.toLowerCase(), password ?? "");
        else await signInPhone(normalizePhone(id), password ?? "");
      } else if (isEmail) await signInEmailOtp(id.toLowerCase(), otp ?? "");
      else await verifyPhoneOtp(normalizePhone(id), otp ?? "");
      await afterSignIn();
    } catch (err) {
      if (!(err instanceof ApiError)) return setError(MSG.failedSignIn);
      if (err.code === ACCOUNT_SUSPENDED) return setError(err.message);
      if (m === "otp" && err.status < 429) return setError(otpErrorMessage(err.code));
      setError(err.status === 401 || err.status === 400 || err.status === 404 ? MSG.invalidCredentials : err.message);
    }
  });

  return (
    <BoundForm form={form} onSubmit={submit}>
      <h2 className="text-xl font-semibold text-ink">
        <Trans>Login As Member</Trans>
      </h2>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <FormTextField name="identifier" label={t`Email or Phone Number`} autoComplete="username" />
      {mode === "password" ? (
        <PasswordField autoComplete="current-password" />
      ) : (
        <div className="flex flex-col gap-2">
          <FormTextField
            name="otp"
            label={t`OTP`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            options={{ onChange: (e) => setValue("otp", sanitizeOtpInput(e.target.value)) }}
          />
          <Button variant="secondary" onClick={sendCode} busy={sending} busyText={t`Sending...`}>
            <Trans>Send OTP</Trans>
          </Button>
        </div>
      )}
      {info ? <Alert tone="success">{info}</Alert> : null}
      {error ? <Alert>{tx(error)}</Alert> : null}
      <SubmitButton busyText={t`Logging in...`}>
        <Trans>Login</Trans>
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="py-1 font-medium text-brand-700 hover:underline"
          onClick={() => {
            setError("");
            setValue("mode", mode === "password" ? "otp" : "password");
          }}
        >
          {mode === "password" ? t`Login via OTP` : t`Use Password`}
        </button>
        <button type="button" className="py-1 text-muted hover:underline" onClick={onForgot}>
          <Trans>
            Forgot Password? <span className="font-medium text-brand-700">Click here</span>
          </Trans>
        </button>
      </div>
    </BoundForm>
  );
}
