import { Trans, useLingui } from "@lingui/react/macro";
import {
  createDisputeBodySchema,
  DISPUTE_CATEGORIES,
  DISPUTE_CATEGORY_LABEL,
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_MSG,
  DISPUTE_WINDOW_DAYS,
  type DisputeCategory,
} from "@saathi/contract/booking-disputes";
import type { BookingItem } from "@saathi/contract/bookings";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useReportProblem } from "../api/report-problem.ts";
import { SmallDialog } from "./confirm-dialog.tsx";

/** 'Report a problem' on a finished session: what went wrong and a few words; once per session. */
export function ReportProblemDialog({ booking, onClose }: { booking: BookingItem | null; onClose(): void }) {
  const { t } = useLingui();
  const report = useReportProblem();
  const name = booking?.counterpart.name ?? "";
  const days = DISPUTE_WINDOW_DAYS;
  const [category, setCategory] = useState<DisputeCategory | null>(null);
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<{ category?: string; description?: string }>({});
  const close = () => {
    setCategory(null);
    setDescription("");
    setErrors({});
    report.reset();
    onClose();
  };
  const submit = () => {
    const parsed = createDisputeBodySchema.safeParse({ category: category ?? undefined, description });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      return setErrors({ category: flat.category?.[0], description: flat.description?.[0] });
    }
    setErrors({});
    if (!booking) return;
    report.mutate(
      { bookingId: booking.bookingId, body: parsed.data },
      {
        onSuccess: () => {
          toast(tx(DISPUTE_MSG.reported));
          close();
        },
      },
    );
  };
  return (
    <SmallDialog
      open={Boolean(booking)}
      onOpenChange={(o) => !o && close()}
      title={tx(DISPUTE_MSG.reportTitle)}
      description={
        booking
          ? t`Tell us what went wrong in your session with ${name}. Our team reads every report and replies within ${days} days.`
          : undefined
      }
    >
      <div className="flex flex-col gap-3">
        <fieldset aria-describedby={errors.category ? "report-category-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">
            <Trans>What went wrong?</Trans>
          </legend>
          <div className="flex flex-col gap-1">
            {DISPUTE_CATEGORIES.map((c) => (
              <label
                key={c}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="dispute-category"
                  value={c}
                  checked={category === c}
                  onChange={() => setCategory(c)}
                  className="size-4 accent-brand-700"
                />
                {tx(DISPUTE_CATEGORY_LABEL[c])}
              </label>
            ))}
          </div>
          {errors.category ? (
            <p id="report-category-error" role="alert" className="mt-1 text-sm text-red-700">
              {tx(errors.category)}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={t`What happened?`}
          value={description}
          maxLength={DISPUTE_DESCRIPTION_MAX}
          rows={4}
          error={errors.description ? tx(errors.description) : undefined}
          onChange={(e) => setDescription(e.target.value)}
        />
        {report.isError ? <Alert>{tx(report.error.message)}</Alert> : null}
        <Button onClick={submit} busy={report.isPending} busyText={t`Sending...`}>
          <Trans>Send report</Trans>
        </Button>
      </div>
    </SmallDialog>
  );
}
