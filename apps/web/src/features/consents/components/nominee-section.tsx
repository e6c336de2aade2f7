// /settings#nominee (DPDP Act): the person who may exercise the member's rights on their
// death or incapacity: name, contact (email or 10-digit mobile) and relation; save, change, remove.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Nominee, type NomineeInput, type NomineeValues, nomineeInputSchema } from "@saathi/contract/consents";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useNominee } from "../api/get-nominee.ts";
import { useRemoveNominee } from "../api/remove-nominee.ts";
import { useSaveNominee } from "../api/save-nominee.ts";

function NomineeForm({ nominee, onDone }: { nominee: Nominee | null; onDone(message: string): void }) {
  const { t } = useLingui();
  const save = useSaveNominee();
  const form = useForm<NomineeInput, unknown, NomineeValues>({
    resolver: zodResolver(nomineeInputSchema),
    defaultValues: { name: nominee?.name ?? "", contact: nominee?.contact ?? "", relation: nominee?.relation ?? "" },
  });
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      () => onDone(nominee ? t`Your nominee is updated.` : t`Your nominee is saved.`),
      () => undefined,
    );
  });
  return (
    <BoundForm form={form} onSubmit={submit}>
      <FormTextField name="name" label={t`Nominee's name`} autoComplete="off" />
      <FormTextField
        name="contact"
        label={t`Their email or mobile number`}
        hint={t`An email address or a 10-digit mobile number`}
        autoComplete="off"
      />
      <FormTextField
        name="relation"
        label={t`How are they related to you?`}
        hint={t`For example sister, friend, son`}
      />
      {save.error ? <Alert>{tx(save.error.message)}</Alert> : null}
      <SubmitButton busyText={t`Saving…`}>
        <Trans>Save nominee</Trans>
      </SubmitButton>
    </BoundForm>
  );
}

export function NomineeSection() {
  const { t } = useLingui();
  const nominee = useNominee();
  const remove = useRemoveNominee();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const current = nominee.data?.nominee ?? null;

  return (
    <SettingsSection
      id="nominee"
      title={t`Nominee`}
      description={t`Someone you trust who may use your data rights for you if you die or cannot act yourself.`}
    >
      {nominee.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : nominee.isError ? (
        <div className="flex flex-col gap-2">
          <Alert>{tx(nominee.error.message)}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => void nominee.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : editing || !current ? (
        <div className="flex flex-col gap-3">
          {!current ? (
            <p className="text-sm text-muted">
              <Trans>You have not named a nominee.</Trans>
            </p>
          ) : null}
          <NomineeForm
            nominee={current}
            onDone={(message) => {
              setEditing(false);
              setStatus(message);
            }}
          />
          {editing ? (
            <Button variant="ghost" className="self-start" onClick={() => setEditing(false)}>
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
            <dt className="text-muted">
              <Trans>Contact</Trans>
            </dt>
            <dd className="break-all text-ink">{current.contact}</dd>
            <dt className="text-muted">
              <Trans>Relation</Trans>
            </dt>
            <dd className="text-ink">{current.relation}</dd>
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
              onClick={() => remove.mutate(undefined, { onSuccess: () => setStatus(t`Your nominee is removed.`) })}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
          {remove.error ? <Alert>{tx(remove.error.message)}</Alert> : null}
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-brand-800">
        {status}
      </p>
    </SettingsSection>
  );
}
