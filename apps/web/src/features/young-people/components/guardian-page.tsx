// /guardian/:token: the plain page a parent or guardian opens from the email (English and Hindi):
// what Saathi stores and why, what they will and will not see, then the code, the adult confirmation
// and their answer; once consented, the way to withdraw.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type GuardianPage as Page, GUARDIAN_PAGE_TEXT as TEXT, YOUNG_MSG } from "@saathi/contract/young-people";
import { useForm } from "react-hook-form";
import { useParams } from "react-router";
import { z } from "zod";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { FormChoiceGroup } from "../../../components/forms/form-choice-group.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useDecideGuardian } from "../api/decide-guardian.ts";
import { useGuardianPage } from "../api/get-guardian-page.ts";
import { useSendWithdrawCode } from "../api/send-withdraw-code.ts";
import { useWithdrawGuardian } from "../api/withdraw-guardian.ts";

const codeField = z.string().regex(/^\d{6}$/, YOUNG_MSG.badCode);
const answerSchema = z.object({
  code: codeField,
  // One checkbox: react-hook-form gives its value, `true` or a one-item list depending on how it registered.
  confirm: z.unknown().refine((v) => v === true || v === "adult" || (Array.isArray(v) && v.length > 0), {
    message: YOUNG_MSG.adultConfirm,
  }),
  decision: z.enum(["consent", "refuse"], { error: YOUNG_MSG.chooseAnswer }),
  method: z.enum(["saathi_adult_account", "declared_with_email_code", "declared_with_sms_code"]).optional(),
});

export function GuardianPage() {
  const { token = "" } = useParams();
  const page = useGuardianPage(token);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 text-ink">
      {page.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : page.isError ? (
        <Alert>{tx(YOUNG_MSG.requestClosed)}</Alert>
      ) : (
        <Loaded token={token} page={page.data} />
      )}
    </main>
  );
}

function Loaded({ token, page }: { token: string; page: Page }) {
  const name = page.memberName;
  return (
    <>
      <h1 className="text-2xl font-semibold">{tx(TEXT.title)}</h1>
      <p>{tx(TEXT.intro, { name })}</p>
      <Part title={TEXT.storesTitle} lines={[TEXT.storesAccount, TEXT.storesWords, TEXT.storesSafety]} />
      <Part title={TEXT.youSeeTitle} lines={[TEXT.youSee]} />
      <Part title={TEXT.protectionsTitle} lines={[TEXT.protections, TEXT.withdrawNote]} />
      {page.status === "pending" ? (
        <Answer token={token} signedInAdult={page.signedInAdult} sms={page.codeSentBy === "sms"} />
      ) : page.status === "consented" ? (
        <Withdraw token={token} sms={page.codeSentBy === "sms"} />
      ) : (
        <p role="status" className="rounded-2xl bg-slate-50 p-3 text-sm" data-testid="guardian-status">
          {page.status === "refused" ? (
            <Trans>You did not give consent. Thank you for answering.</Trans>
          ) : page.status === "withdrawn" ? (
            <Trans>You withdrew your consent. The account is paused and will be deleted.</Trans>
          ) : (
            tx(YOUNG_MSG.requestClosed)
          )}
        </p>
      )}
    </>
  );
}

function Part({ title, lines }: { title: string; lines: string[] }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-base font-semibold">{tx(title)}</h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {lines.map((l) => (
          <li key={l}>{tx(l)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The code's label: the email's, or the text message's when the young person gave only a phone number. */
function useCodeLabel(sms: boolean) {
  const { t } = useLingui();
  return sms ? t`Code from the text message` : t`Code from the email`;
}

function Answer({ token, signedInAdult, sms }: { token: string; signedInAdult: boolean; sms: boolean }) {
  const { t } = useLingui();
  const decide = useDecideGuardian(token);
  const codeLabel = useCodeLabel(sms);
  const form = useForm<z.infer<typeof answerSchema>>({ resolver: zodResolver(answerSchema) });
  const submit = form.handleSubmit(async (v) => {
    try {
      await decide.mutateAsync({
        code: v.code,
        decision: v.decision,
        confirmAdult: true,
        method: signedInAdult ? "saathi_adult_account" : sms ? "declared_with_sms_code" : "declared_with_email_code",
      });
    } catch {
      // Shown below (decide.error).
    }
  });
  if (decide.data)
    return (
      <p role="status" className="rounded-2xl bg-brand-50 p-3 text-sm" data-testid="guardian-status">
        {decide.data.status === "consented" ? (
          <Trans>Thank you. Your consent is recorded, and you can withdraw it from this page at any time.</Trans>
        ) : (
          <Trans>You did not give consent. Thank you for answering.</Trans>
        )}
      </p>
    );
  return (
    <BoundForm form={form} onSubmit={submit}>
      <FormTextField name="code" label={codeLabel} inputMode="numeric" autoComplete="one-time-code" />
      <FormChoiceGroup
        name="confirm"
        type="checkbox"
        columns={2}
        legend={t`About you`}
        options={[{ value: "adult", label: tx(YOUNG_MSG.adultConfirm) }]}
      />
      <FormChoiceGroup
        name="decision"
        columns={2}
        legend={t`Your answer`}
        options={[
          { value: "consent", label: t`I give my consent` },
          { value: "refuse", label: t`I do not give consent` },
        ]}
      />
      {signedInAdult ? (
        <p className="text-xs text-muted">
          <Trans>You are signed in to your own Saathi account: it is recorded as your proof of being an adult.</Trans>
        </p>
      ) : null}
      {decide.isError ? <Alert>{tx(decide.error.message)}</Alert> : null}
      <SubmitButton busyText={t`Sending...`}>
        <Trans>Send my answer</Trans>
      </SubmitButton>
    </BoundForm>
  );
}

function Withdraw({ token, sms }: { token: string; sms: boolean }) {
  const { t } = useLingui();
  const codeLabel = useCodeLabel(sms);
  const sendCode = useSendWithdrawCode(token);
  const withdraw = useWithdrawGuardian(token);
  const form = useForm<{ code: string }>({ resolver: zodResolver(z.object({ code: codeField })) });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await withdraw.mutateAsync(code);
    } catch {
      // Shown below (withdraw.error).
    }
  });
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4">
      <p role="status" className="text-sm" data-testid="guardian-status">
        <Trans>Your consent is recorded.</Trans>
      </p>
      {sendCode.isSuccess ? (
        <BoundForm form={form} onSubmit={submit}>
          <FormTextField name="code" label={codeLabel} inputMode="numeric" autoComplete="one-time-code" />
          {withdraw.isError ? <Alert>{tx(withdraw.error.message)}</Alert> : null}
          <SubmitButton variant="danger" busyText={t`Sending...`}>
            <Trans>Withdraw my consent</Trans>
          </SubmitButton>
        </BoundForm>
      ) : (
        <button
          type="button"
          onClick={() => sendCode.mutate()}
          disabled={sendCode.isPending}
          className="min-h-11 rounded-xl border border-red-300 px-4 text-sm font-semibold text-red-700"
        >
          {sms ? <Trans>Text me a code to withdraw</Trans> : <Trans>Email me a code to withdraw</Trans>}
        </button>
      )}
    </section>
  );
}
