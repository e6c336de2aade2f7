// The trusted contact (India's Mental Healthcare Act 2017 calls this person the nominated
// representative): one person the member may ask Saathi to message from the crisis card. Named,
// changed and removed here; nothing is ever sent from this screen.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type TrustedContact,
  type TrustedContactInput,
  type TrustedContactValues,
  trustedContactInputSchema,
} from "@saathi/contract/safety-plan";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useTrustedContact } from "../../../lib/api/trusted-contact/get-trusted-contact.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useRemoveTrustedContact } from "../api/remove-trusted-contact.ts";
import { useSaveTrustedContact } from "../api/save-trusted-contact.ts";

function ContactForm({ contact, onDone }: { contact: TrustedContact | null; onDone(message: string): void }) {
  const { t } = useLingui();
  const save = useSaveTrustedContact();
  const form = useForm<TrustedContactInput, unknown, TrustedContactValues>({
    resolver: zodResolver(trustedContactInputSchema),
    defaultValues: {
      name: contact?.name ?? "",
      phone: contact?.phone ?? "",
      email: contact?.email ?? "",
      relation: contact?.relation ?? "",
    },
  });
  // Opened by "Change": the keyboard starts in the first field, where the button it pressed was.
  useEffect(() => {
    if (contact) form.setFocus("name");
  }, [contact, form]);
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      () => onDone(contact ? t`Your trusted contact is updated.` : t`Your trusted contact is saved.`),
      () => undefined,
    );
  });
  return (
    <BoundForm form={form} onSubmit={submit}>
      <FormTextField name="name" label={t`Their name`} autoComplete="off" />
      <FormTextField
        name="phone"
        label={t`Their mobile number`}
        hint={t`A 10-digit mobile number`}
        inputMode="tel"
        autoComplete="off"
      />
      <FormTextField name="email" label={t`Their email (optional)`} inputMode="email" autoComplete="off" />
      <FormTextField
        name="relation"
        label={t`How they are related to you (optional)`}
        hint={t`For example sister, friend`}
      />
      {save.error ? <Alert>{tx(save.error.message)}</Alert> : null}
      <SubmitButton busyText={t`Saving…`}>
        <Trans>Save trusted contact</Trans>
      </SubmitButton>
    </BoundForm>
  );
}

export function TrustedContactSection() {
  const { t } = useLingui();
  const query = useTrustedContact();
  const remove = useRemoveTrustedContact();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const current = query.data?.contact ?? null;
  // Saving, cancelling or removing replaces the button pressed: the focus goes back to this section's
  // title (the status line below says what happened), never to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const backToHeading = () => heading.current?.focus();

  return (
    <section
      aria-labelledby="trusted-contact-heading"
      className="rounded-3xl border border-slate-200 bg-white p-4"
      data-print-hide
    >
      <h2
        id="trusted-contact-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-ink outline-none"
      >
        <Trans>My trusted contact</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          One person you trust. When things feel hard, Saathi can send them a short message asking them to check in with
          you, but only when you tap "Tell" and confirm. Never on its own.
        </Trans>
      </p>
      <div className="mt-3">
        {query.isPending ? (
          <p className="text-sm text-muted">
            <Trans>Loading…</Trans>
          </p>
        ) : query.isError ? (
          <div className="flex flex-col gap-2">
            <Alert>{tx(query.error.message)}</Alert>
            <Button variant="secondary" className="self-start" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : editing || !current ? (
          <div className="flex flex-col gap-3">
            <ContactForm
              contact={current}
              onDone={(message) => {
                setEditing(false);
                setStatus(message);
                backToHeading();
              }}
            />
            {editing ? (
              <Button
                variant="ghost"
                className="self-start"
                onClick={() => {
                  setEditing(false);
                  backToHeading();
                }}
              >
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">
                <Trans>Name</Trans>
              </dt>
              <dd className="text-ink">{current.name}</dd>
              {current.phone ? (
                <>
                  <dt className="text-muted">
                    <Trans>Mobile</Trans>
                  </dt>
                  <dd className="text-ink">{current.phone}</dd>
                </>
              ) : null}
              {current.email ? (
                <>
                  <dt className="text-muted">
                    <Trans>Email</Trans>
                  </dt>
                  <dd className="break-all text-ink">{current.email}</dd>
                </>
              ) : null}
              {current.relation ? (
                <>
                  <dt className="text-muted">
                    <Trans>Relation</Trans>
                  </dt>
                  <dd className="text-ink">{current.relation}</dd>
                </>
              ) : null}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  setStatus(null);
                  setEditing(true);
                }}
              >
                <Trans>Change</Trans>
              </Button>
              <Button
                variant="ghost"
                busy={remove.isPending}
                busyText={t`Removing…`}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      setStatus(t`Your trusted contact is removed.`);
                      backToHeading();
                    },
                  })
                }
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
            {remove.error ? <Alert>{tx(remove.error.message)}</Alert> : null}
          </div>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-brand-800">
        {status}
      </p>
    </section>
  );
}
