// For a member aged 13-17 whose guardian has not consented yet: why they can read but not post or
// message, and the form that sends their parent or guardian the link (then where it stands). The notice
// shown in place of a composer links here (/feed#guardian-needed): the section then takes the focus.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { guardianContactSchema, YOUNG_MSG } from "@saathi/contract/young-people";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { z } from "zod";
import { EmailField } from "../../../components/forms/auth-fields.tsx";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { GUARDIAN_NEEDED_ID } from "../../../components/young-people/guardian-wait-notice.tsx";
import { useYouthStatus } from "../../../lib/api/young-people/get-youth-status.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useRequestGuardian } from "../api/request-guardian.ts";

/** Shown only to a minor (`minor`, from the session) until their guardian consents; nothing for anyone else. */
export function GuardianNeeded({ minor }: { minor: boolean }) {
  const status = useYouthStatus(minor);
  const shown = minor && !!status.data && !status.data.consented;
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // Reached from an "Ask your parent or guardian" link: scroll to the request and put the focus on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each visit of the link (a new location key) focuses it again
  useEffect(() => {
    if (!shown || location.hash !== `#${GUARDIAN_NEEDED_ID}`) return;
    heading.current?.scrollIntoView?.({ block: "start" });
    heading.current?.focus();
  }, [shown, location.hash, location.key]);
  if (!shown || !status.data) return null;
  const request = status.data.request;
  const pending = request?.status === "pending" && new Date(request.expiresAt).getTime() > Date.now();
  const email = request?.guardianEmail || request?.guardianPhone || "";
  const until = request ? formatDate(request.expiresAt, { day: "numeric", month: "long" }) : "";
  return (
    <section
      id={GUARDIAN_NEEDED_ID}
      aria-labelledby="guardian-needed-title"
      data-testid="guardian-needed"
      className="flex flex-col gap-2 rounded-3xl border border-brand-200 bg-brand-50 p-4 text-ink"
    >
      <h2 id="guardian-needed-title" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
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

/** An empty field is a field not given: the guardian may be named by email, by phone, or both. */
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const formSchema = z
  .object({
    email: z.preprocess(blank, guardianContactSchema.shape.email),
    phone: z.preprocess(blank, guardianContactSchema.shape.phone),
  })
  .refine((b) => !!b.email || !!b.phone, { error: YOUNG_MSG.guardianContact, path: ["email"] });

function GuardianForm({ again }: { again: boolean }) {
  const { t } = useLingui();
  const send = useRequestGuardian();
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: "", phone: "" },
  });
  const submit = form.handleSubmit(async ({ email, phone }) => {
    try {
      await send.mutateAsync({ ...(email ? { email } : {}), ...(phone ? { phone } : {}) });
      form.reset();
    } catch {
      // The error is shown under the field (send.error).
    }
  });
  return (
    <BoundForm form={form} onSubmit={submit}>
      <EmailField label={t`Your parent's or guardian's email`} />
      <FormTextField
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        label={t`Or their mobile number (India)`}
        hint={t`We send the link and the code by text message. Fill in one or both.`}
      />
      {send.isError ? <Alert>{tx(send.error.message)}</Alert> : null}
      <SubmitButton busyText={t`Sending...`}>
        {again ? <Trans>Send a new link</Trans> : <Trans>Ask for consent</Trans>}
      </SubmitButton>
    </BoundForm>
  );
}
