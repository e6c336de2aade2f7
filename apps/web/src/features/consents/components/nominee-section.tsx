// /settings#nominee (issue 17, DPDP Act): the person who may exercise the member's rights on their
// death or incapacity: name, contact (email or 10-digit mobile) and relation; save, change, remove.
import { zodResolver } from "@hookform/resolvers/zod";
import { type Nominee, type NomineeInput, type NomineeValues, nomineeInputSchema } from "@saathi/contract/consents";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { FormTextField } from "../../../components/forms/form-text-field.tsx";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useNominee } from "../api/get-nominee.ts";
import { useRemoveNominee } from "../api/remove-nominee.ts";
import { useSaveNominee } from "../api/save-nominee.ts";

function NomineeForm({ nominee, onDone }: { nominee: Nominee | null; onDone(message: string): void }) {
  const save = useSaveNominee();
  const form = useForm<NomineeInput, unknown, NomineeValues>({
    resolver: zodResolver(nomineeInputSchema),
    defaultValues: { name: nominee?.name ?? "", contact: nominee?.contact ?? "", relation: nominee?.relation ?? "" },
  });
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      () => onDone(nominee ? "Your nominee is updated." : "Your nominee is saved."),
      () => undefined,
    );
  });
  return (
    <BoundForm form={form} onSubmit={submit}>
      <FormTextField name="name" label="Nominee's name" autoComplete="off" />
      <FormTextField
        name="contact"
        label="Their email or mobile number"
        hint="An email address or a 10-digit mobile number"
        autoComplete="off"
      />
      <FormTextField name="relation" label="How are they related to you?" hint="For example sister, friend, son" />
      {save.error ? <Alert>{save.error.message}</Alert> : null}
      <SubmitButton busyText="Saving…">Save nominee</SubmitButton>
    </BoundForm>
  );
}

export function NomineeSection() {
  const nominee = useNominee();
  const remove = useRemoveNominee();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const current = nominee.data?.nominee ?? null;

  return (
    <SettingsSection
      id="nominee"
      title="Nominee"
      description="Someone you trust who may use your data rights for you if you die or cannot act yourself."
    >
      {nominee.isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : nominee.isError ? (
        <div className="flex flex-col gap-2">
          <Alert>{nominee.error.message}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => void nominee.refetch()}>
            Try again
          </Button>
        </div>
      ) : editing || !current ? (
        <div className="flex flex-col gap-3">
          {!current ? <p className="text-sm text-muted">You have not named a nominee.</p> : null}
          <NomineeForm
            nominee={current}
            onDone={(message) => {
              setEditing(false);
              setStatus(message);
            }}
          />
          {editing ? (
            <Button variant="ghost" className="self-start" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Name</dt>
            <dd className="text-ink">{current.name}</dd>
            <dt className="text-muted">Contact</dt>
            <dd className="break-all text-ink">{current.contact}</dd>
            <dt className="text-muted">Relation</dt>
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
              Change
            </Button>
            <Button
              variant="ghost"
              busy={remove.isPending}
              busyText="Removing…"
              onClick={() => remove.mutate(undefined, { onSuccess: () => setStatus("Your nominee is removed.") })}
            >
              Remove
            </Button>
          </div>
          {remove.error ? <Alert>{remove.error.message}</Alert> : null}
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-brand-800">
        {status}
      </p>
    </SettingsSection>
  );
}
