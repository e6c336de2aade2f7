// Asked once, before the feed, of a member whose first Google or Microsoft sign-in gave no age
// (decision 038): the same age fields as the sign-up. Under 13 the account must not stay: the server
// erases it at once, and the child is shown the helplines and the free tools on a public page.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { YOUNG_MSG } from "@saathi/contract/young-people";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useDeclareAge } from "../api/declare-age.ts";
import { useDeclareUnder13 } from "../api/declare-under-13.ts";
import { type AgeFormInput, ageFormSchema, signupAge } from "../signup-age.ts";
import { AgeFields } from "./age-fields.tsx";
import { UnderThirteen } from "./under-thirteen.tsx";

export function AgeQuestion() {
  const { t } = useLingui();
  const [error, setError] = useState("");
  const [underThirteen, setUnderThirteen] = useState(false);
  const declare = useDeclareAge();
  const under13 = useDeclareUnder13();
  const navigate = useNavigate();
  const form = useForm<AgeFormInput>({ resolver: zodResolver(ageFormSchema) });
  /** The account is gone (signed out with it): the helplines, on a page that needs no account. */
  const erased = () => {
    setUnderThirteen(true);
    navigate("/under-13", { replace: true });
  };
  const fail = (err: unknown) =>
    setError(err instanceof ApiError ? err.message : t`Something went wrong. Please try again.`);
  const submit = form.handleSubmit(async ({ dateOfBirth, ageBand }) => {
    setError("");
    const age = signupAge({ dateOfBirth, ageBand }, new Date().toISOString().slice(0, 10));
    if (age === "invalid") return form.setError("dateOfBirth", { message: YOUNG_MSG.dateInvalid });
    try {
      if (age === "under13") await under13.mutateAsync();
      else await declare.mutateAsync(age);
    } catch (err) {
      if (err instanceof ApiError && err.code === "UNDER_13") erased();
      else fail(err);
    }
  });
  if (underThirteen) return <UnderThirteen onBack={() => setUnderThirteen(false)} />;
  return (
    <section
      aria-labelledby="age-question-title"
      data-testid="age-question"
      className="mx-auto flex max-w-md flex-col gap-3 p-4"
    >
      <h1 id="age-question-title" className="text-lg font-semibold text-ink">
        <Trans>One question before you start</Trans>
      </h1>
      <p className="text-sm text-ink">
        <Trans>
          How old are you? Saathi keeps members under 18 safer, and asks a parent or guardian to agree, so we need to
          know. We ask only once.
        </Trans>
      </p>
      <BoundForm form={form} onSubmit={submit}>
        <AgeFields />
        {error ? <Alert>{tx(error)}</Alert> : null}
        <SubmitButton busyText={t`Saving...`}>
          <Trans>Continue</Trans>
        </SubmitButton>
      </BoundForm>
    </section>
  );
}
