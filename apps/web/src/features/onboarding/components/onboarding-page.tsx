import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ApplicationDetailsInput, applicationDetailsSchema } from "@saathi/contract/expert-application";
import {
  ONBOARDING_MSG,
  ONBOARDING_STEPS,
  type OnboardingState,
  onboardingProfileSchema,
} from "@saathi/contract/onboarding";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Link, Navigate, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { meQueryOptions } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useOnboarding } from "../api/get-onboarding.ts";
import { onboardingKeys } from "../api/onboarding-keys.ts";
import { saveApplication } from "../api/save-application.ts";
import { saveOnboarding } from "../api/save-onboarding.ts";
import { submitOnboarding } from "../api/submit-onboarding.ts";
import { ApplicationStatusCard } from "./application-status.tsx";
import { CredentialsSection, credentialsDefaults } from "./credentials-section.tsx";
import { InterestsStep } from "./interests-step.tsx";
import { STEP_LABEL } from "./labels.ts";
import { PersonalStep } from "./personal-step.tsx";
import { PreviewStep } from "./preview-step.tsx";
import { ProfessionalStep } from "./professional-step.tsx";
import { Stepper } from "./stepper.tsx";
import { emptyForm, type FormValues, missingFields, STEP_FIELDS, stepValid, stillNeededText } from "./steps.ts";

/**
 * /expert/onBoarding: four steps; step 3 saves, step 4 (with the credentials for review) submits the
 * application and goes to /expert/feed. An expert whose application is with the reviewers (or decided)
 * goes to the feed; one asked for changes comes back here to edit and resubmit.
 */
export function OnboardingPage() {
  const q = useOnboarding();
  if (q.isLoading)
    return (
      <p role="status" className="p-8 text-center text-muted">
        <Trans>Loading your application...</Trans>
      </p>
    );
  if (q.error instanceof ApiError && q.error.status === 401) return <Navigate to="/expert/auth" replace />;
  if (q.error instanceof ApiError && q.error.status === 403)
    return (
      <section className="mx-auto max-w-md px-4 py-10 text-center">
        <Alert>{tx(ONBOARDING_MSG.notExpert)}</Alert>
        <Link to="/expert/auth" className="mt-4 inline-block font-medium text-brand-700 underline">
          <Trans>Register as an expert</Trans>
        </Link>
      </section>
    );
  if (q.isError || !q.data)
    return (
      <section className="mx-auto max-w-md px-4 py-10">
        <Alert>
          {tx(q.error?.message ?? ONBOARDING_MSG.submitFailed)}{" "}
          <button type="button" className="underline" onClick={() => void q.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </Alert>
      </section>
    );
  if (q.data.completed && !q.data.application.editable) return <Navigate to="/expert/feed" replace />;
  return <OnboardingForm state={q.data} />;
}

function OnboardingForm({ state }: { state: OnboardingState }) {
  const { t, i18n } = useLingui();
  const application = state.application;
  // Asked for changes: start at the preview, where the credentials and documents are.
  const [step, setStep] = useState(state.profile && application.status === "changes_requested" ? 3 : 0);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(onboardingProfileSchema) as never,
    mode: "onTouched",
    defaultValues: (state.profile as FormValues | null) ?? emptyForm(state.fullName),
  });
  const credentials = useForm<ApplicationDetailsInput>({
    resolver: zodResolver(applicationDetailsSchema) as never,
    mode: "onTouched",
    defaultValues: credentialsDefaults(application),
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const valid = stepValid(step, values);
  // Step 2 says how many categories are left itself; the other steps name what is still missing.
  const missing = step === 1 ? [] : missingFields(step, values);
  const missingId = useId();
  const stepName = ONBOARDING_STEPS[step];
  // A block body on purpose: Chromium's scrollTo now returns a Promise, and an effect that returns one
  // makes React call it as the cleanup on unmount ('l is not a function' after Submit).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  const next = async () => {
    setError("");
    const fields = STEP_FIELDS[step];
    if (fields && !(await form.trigger(fields))) return;
    if (step === 2) {
      setBusy(true);
      try {
        await saveOnboarding(form.getValues());
      } catch (err) {
        const e = err as ApiError;
        for (const f of e.fields ?? []) form.setError(f.field as keyof FormValues, { message: f.message });
        setError(tx(ONBOARDING_MSG.errorPrefix) + tx(e.message));
        return;
      } finally {
        setBusy(false);
      }
    }
    setStep((s) => s + 1);
    window.scrollTo({ top: 0 });
  };
  const submit = async () => {
    setError("");
    if (!(await credentials.trigger())) {
      setError(t`Failed to submit application. Please complete your credentials for review.`);
      return;
    }
    setBusy(true);
    try {
      await saveApplication(credentials.getValues());
      await submitOnboarding();
      await qc.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      await qc.invalidateQueries({ queryKey: onboardingKeys.all });
      navigate("/expert/feed", { replace: true });
    } catch (err) {
      // The spec's words first, then what exactly is missing (a document, a field).
      const detail = err instanceof ApiError ? tx(err.message) : "";
      setError(detail ? t`Failed to submit application. ${detail}` : tx(ONBOARDING_MSG.submitFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-5 px-4 pt-6 pb-40 sm:pb-28">
      <header className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Join Saathi as an expert</Trans>
        </h1>
        <Stepper step={step} />
        <h2 className="text-lg font-semibold text-ink">{stepName ? i18n._(STEP_LABEL[stepName]) : null}</h2>
      </header>
      {application.status === "changes_requested" ? (
        <ApplicationStatusCard application={application} editLink={false} />
      ) : null}
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
          {step === 0 ? <PersonalStep email={state.email} emailVerified={state.emailVerified} /> : null}
          {step === 1 ? <InterestsStep /> : null}
          {step === 2 ? <ProfessionalStep /> : null}
          {step === 3 ? <PreviewStep email={state.email} goTo={setStep} /> : null}
        </form>
      </FormProvider>
      {step === 3 ? <CredentialsSection form={credentials} application={application} /> : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className="fixed inset-x-0 bottom-0 border-t border-slate-200 bg-white/95 p-3 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
        {!valid && missing.length > 0 ? (
          <p id={missingId} className="mx-auto mb-2 max-w-3xl text-sm text-amber-800">
            {stillNeededText(missing)}
          </p>
        ) : null}
        <div className="mx-auto grid max-w-3xl grid-cols-2 gap-2">
          <Button variant="secondary" disabled={step === 0 || busy} onClick={() => setStep((s) => s - 1)}>
            <Trans>Back</Trans>
          </Button>
          {step < 3 ? (
            <Button
              onClick={() => void next()}
              disabled={!valid}
              busy={busy}
              busyText={t`Saving...`}
              aria-describedby={!valid && missing.length > 0 ? missingId : undefined}
            >
              {step === 2 ? t`Preview & Confirm` : t`Next`}
            </Button>
          ) : (
            <Button onClick={() => void submit()} busy={busy} busyText={t`Submitting...`}>
              <Trans>Submit</Trans>
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
