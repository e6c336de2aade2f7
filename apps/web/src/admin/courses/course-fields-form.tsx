// A course's own fields (name, description, category, price), for creating and for editing.
import { useLingui } from "@lingui/react/macro";
import { type AdminCourseInput, adminCourseInputSchema } from "@saathi/contract/admin-courses";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { courseCategoryName } from "../../lib/i18n/course-category.ts";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";

/** "499" or "499.50" rupees → paise; null when it is not a price. */
export function rupeesToPaise(text: string): number | null {
  const t = text.trim().replace(/,/g, "");
  if (t === "") return 0;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

const paiseToRupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export function CourseFieldsForm(p: {
  initial?: { name: string; description: string; category: string | null; price: number };
  categories: string[];
  submitLabel: string;
  busyLabel: string;
  onSubmit(input: AdminCourseInput): Promise<unknown>;
}) {
  const { t } = useLingui();
  const listId = useId();
  const [name, setName] = useState(p.initial?.name ?? "");
  const [description, setDescription] = useState(p.initial?.description ?? "");
  const [category, setCategory] = useState(p.initial?.category ?? "");
  const [price, setPrice] = useState(p.initial ? paiseToRupees(p.initial.price) : "0");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const paise = rupeesToPaise(price);
    const parsed = adminCourseInputSchema.safeParse({
      name,
      description,
      category: category || null,
      price: paise ?? -1,
    });
    if (!parsed.success || paise === null) {
      const next: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) next[String(issue.path[0])] ??= tx(issue.message);
      if (paise === null || next.price) next.price = t`Enter the price in rupees, e.g. 499 or 499.50 (0 for free)`;
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure("");
    setBusy(true);
    try {
      await p.onSubmit(parsed.data);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t`Name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        maxLength={120}
      />
      <TextAreaField
        label={t`Description`}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
        maxLength={2000}
        rows={4}
      />
      <TextField
        label={t`Category`}
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        list={listId}
        hint={t`Pick one or type a new one.`}
        maxLength={60}
      />
      <datalist id={listId}>
        {/* The value stays the stored (English) name; the suggestion reads in the language shown. */}
        {p.categories.map((c) => {
          const shown = courseCategoryName(c);
          return <option key={c} value={c} label={shown === c ? undefined : shown} />;
        })}
      </datalist>
      <TextField
        label={t`Price in rupees (0 = free)`}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={errors.price}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <div>
        <Button type="submit" busy={busy} busyText={p.busyLabel}>
          {p.submitLabel}
        </Button>
      </div>
    </form>
  );
}
