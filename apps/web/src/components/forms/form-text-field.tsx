import { type FieldError, get, type RegisterOptions, useFormContext, useFormState } from "react-hook-form";
import { TextField, type TextFieldProps } from "../ui/text-field.tsx";

export interface FormTextFieldProps extends Omit<TextFieldProps, "name" | "error"> {
  /** The field's name in the form's values (dotted for nested ones). */
  name: string;
  /** Passed to `register` (e.g. an `onChange` that cleans the input, `setValueAs`). */
  options?: RegisterOptions;
}

/** A TextField registered with the surrounding react-hook-form form, showing that field's error (TextField translates it). */
export function FormTextField({ name, options, ...rest }: FormTextFieldProps) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error: FieldError | undefined = get(errors, name);
  return <TextField {...rest} error={error?.message} {...register(name, options)} />;
}
