import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  GRIEVANCE_BODY_MAX,
  GRIEVANCE_KIND_LABEL,
  GRIEVANCE_KINDS,
  type Grievance,
  type GrievanceInput,
  grievanceInputSchema,
} from "@saathi/contract/grievances";
import { useForm, useFormState } from "react-hook-form";
import { BoundForm, SubmitButton } from "../../../components/forms/bound-form.tsx";
import { FormChoiceGroup } from "../../../components/forms/form-choice-group.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useCreateGrievance } from "../api/create-grievance.ts";

function BodyField({ form }: { form: ReturnType<typeof useForm<GrievanceInput>> }) {
  const { t } = useLingui();
  const { errors } = useFormState({ control: form.control, name: "body" });
  const error = errors.body?.message;
  return (
    <TextAreaField
      label={t`Your request`}
      rows={5}
      maxLength={GRIEVANCE_BODY_MAX}
      error={error ? tx(error) : undefined}
      placeholder={t`What would you like us to do? For example, which detail is wrong and what it should say.`}
      {...form.register("body")}
    />
  );
}

/** Raises a request; `onCreated` gets the ticket to show. */
export function GrievanceForm({ onCreated }: { onCreated(g: Grievance): void }) {
  const { t } = useLingui();
  const create = useCreateGrievance();
  // The kinds' names come from the contract in English; the value sent stays the kind itself.
  const kindOptions = GRIEVANCE_KINDS.map((k) => ({ value: k, label: tx(GRIEVANCE_KIND_LABEL[k]) }));
  const form = useForm<GrievanceInput>({ resolver: zodResolver(grievanceInputSchema), defaultValues: { body: "" } });
  const submit = form.handleSubmit(async (values) => {
    await create.mutateAsync(values).then(
      (g) => {
        form.reset({ body: "" });
        onCreated(g);
      },
      () => undefined,
    );
  });
  return (
    <BoundForm form={form} onSubmit={submit}>
      <FormChoiceGroup name="kind" legend={t`What is it about?`} options={kindOptions} columns={2} />
      <BodyField form={form} />
      {create.error ? <Alert>{tx(create.error.message)}</Alert> : null}
      <SubmitButton busyText={t`Sending…`}>
        <Trans>Send request</Trans>
      </SubmitButton>
    </BoundForm>
  );
}
