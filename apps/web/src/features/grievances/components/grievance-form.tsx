import { zodResolver } from "@hookform/resolvers/zod";
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
import { useCreateGrievance } from "../api/create-grievance.ts";

const KIND_OPTIONS = GRIEVANCE_KINDS.map((k) => ({ value: k, label: GRIEVANCE_KIND_LABEL[k] }));

function BodyField({ form }: { form: ReturnType<typeof useForm<GrievanceInput>> }) {
  const { errors } = useFormState({ control: form.control, name: "body" });
  return (
    <TextAreaField
      label="Your request"
      rows={5}
      maxLength={GRIEVANCE_BODY_MAX}
      error={errors.body?.message}
      placeholder="What would you like us to do? For example, which detail is wrong and what it should say."
      {...form.register("body")}
    />
  );
}

/** Raises a request; `onCreated` gets the ticket to show. */
export function GrievanceForm({ onCreated }: { onCreated(g: Grievance): void }) {
  const create = useCreateGrievance();
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
      <FormChoiceGroup name="kind" legend="What is it about?" options={KIND_OPTIONS} columns={2} />
      <BodyField form={form} />
      {create.error ? <Alert>{create.error.message}</Alert> : null}
      <SubmitButton busyText="Sending…">Send request</SubmitButton>
    </BoundForm>
  );
}
