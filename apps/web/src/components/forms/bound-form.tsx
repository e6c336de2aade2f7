import type { FormEventHandler, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn, useFormState } from "react-hook-form";
import { Button } from "../ui/button.tsx";

/**
 * A react-hook-form form. Its fields find the form through context, so a field is one line
 * (`<EmailField />`) instead of label, type, autocomplete, error and register spelled again each time.
 */
export function BoundForm<T extends FieldValues>({
  form,
  onSubmit,
  className = "flex flex-col gap-4",
  children,
}: {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} className={className} noValidate>
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's submit button: disabled and showing `busyText` while the submit handler runs. */
export function SubmitButton({
  busyText,
  variant,
  children,
}: {
  busyText: string;
  /** 'danger' for what cannot be undone (deleting an account). */
  variant?: "primary" | "danger";
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant={variant} busy={isSubmitting} busyText={busyText}>
      {children}
    </Button>
  );
}

/** A step's title and the sentence under it. */
export function FormHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-muted">{children}</p>
    </div>
  );
}
