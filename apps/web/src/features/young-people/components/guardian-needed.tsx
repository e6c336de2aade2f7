// For a member aged 13-17 whose guardian has not consented yet: why they can read but not post or
// message, and the form that sends their parent or guardian the link (then where it stands).
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { guardianRequestSchema } from "@saathi/contract/young-people";
import { useForm } from "react-hook-form";
import { EmailField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useYouthStatus } from "../api/get-youth-status.ts";
import { useRequestGuardian } from "../api/request-guardian.ts";

/** Shown only to a minor (`minor`, from the session) until their guardian consents; nothing for anyone else. */
export function GuardianNeeded({ minor }: { minor: boolean }) {
  const status = useYouthStatus(minor);
  if (!minor || !status.data || status.data.consented) return null;
  const request = status.data.request;
  const pending = request?.status === "pending" && new Date(request.expiresAt).getTime() > Date.now();
  const email = request?.guardianEmail ?? "";
  const until = request ? formatDate(request.expiresAt, { day: "numeric", month: "long" }) : "";
  return (
    <section
      aria-labelledby="guardian-needed-title"
      data-testid="guardian-needed"
      className="flex flex-col gap-2 rounded-3xl border border-brand-200 bg-brand-50 p-4 text-ink"
    >
      <h2 id="guardian-needed-title" className="text-base font-semibold">
        <Trans>Your parent or guardian's consent</Trans>
      </h2>
      <p className="text-sm">
        <Trans>
          Because you are under 18, a parent or guardian needs to agree before you can post, send messages or keep a
          journal. Until then you can read and use the free tools. If you need help now, call Childline 1098.
        </Trans>
      </p>
      {pending && request ? (
        <p className="text-sm" role="status">
          <Trans>
            We sent a link to {email}. Ask them to open it before {until}.
          </Trans>
        </p>
      ) : null}
      <GuardianForm again={pending} />
    </section>
  );
}

function GuardianForm({ again }: { again: boolean }) {
  const { t } = useLingui();
  const send = useRequestGuardian();
  const form = useForm<{ email: string }>({ resolver: zodResolver(guardianRequestSchema.pick({ email: true })) });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync({ email });
      form.reset();
    } catch {
      // The error is shown under the field (send.error).
    }
  });
  return (
    <BoundForm form={form} onSubmit={submit}>
      <EmailField label={t`Your parent's or guardian's email`} />
      {send.isError ? <Alert>{tx(send.error.message)}</Alert> : null}
      <SubmitButton busyText={t`Sending...`}>
        {again ? <Trans>Send a new link</Trans> : <Trans>Ask for consent</Trans>}
      </SubmitButton>
    </BoundForm>
  );
}
