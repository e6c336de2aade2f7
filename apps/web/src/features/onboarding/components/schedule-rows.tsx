import { Trans, useLingui } from "@lingui/react/macro";
import { EXPERT_TIMEZONES, WEEKDAYS } from "@saathi/contract/experts";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { weekdayName } from "./labels.ts";
import type { FormValues } from "./steps.ts";

const input = "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-2 text-sm text-ink";

/** Weekly availability: weekday, start, end and time zone per row; add and delete (onboarding step 3 and /expert/availability). */
export function ScheduleRows() {
  const { t } = useLingui();
  const { control, register, formState } = useFormContext<Pick<FormValues, "weeklySchedule">>();
  const { fields, append, remove } = useFieldArray({ control, name: "weeklySchedule" });
  const errors = formState.errors.weeklySchedule;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">
        <Trans>Weekly availability</Trans>
      </legend>
      <p className="text-xs text-muted">
        <Trans>Members can book one-hour sessions inside these hours.</Trans>
      </p>
      {fields.map((f, i) => {
        const rowError = errors?.[i];
        const slot = i + 1;
        return (
          <div key={f.id} className="rounded-2xl border border-slate-200 p-3">
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1.2fr_1fr_1fr_1.6fr_auto] sm:items-end">
              <label className="flex flex-col gap-1 text-xs text-muted">
                <Trans>Day</Trans>
                <select className={input} {...register(`weeklySchedule.${i}.weekday`, { valueAsNumber: true })}>
                  {WEEKDAYS.map((d, n) => (
                    <option key={d} value={n}>
                      {weekdayName(n)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-xs text-muted">
                <Trans>Start</Trans>
                <input type="time" step={3600} className={input} {...register(`weeklySchedule.${i}.startTime`)} />
              </label>
              <label className="flex flex-col gap-1 text-xs text-muted">
                <Trans>End</Trans>
                <input type="time" step={3600} className={input} {...register(`weeklySchedule.${i}.endTime`)} />
              </label>
              <label className="flex flex-col gap-1 text-xs text-muted">
                <Trans>Time zone</Trans>
                <select className={input} {...register(`weeklySchedule.${i}.timezone`)}>
                  {EXPERT_TIMEZONES.map((z) => (
                    <option key={z}>{z}</option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={t`Delete slot ${slot}`}
                className="col-span-2 inline-flex min-h-11 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 sm:col-span-1 sm:px-3"
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </div>
            {rowError?.endTime?.message ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {tx(rowError.endTime.message)}
              </p>
            ) : null}
          </div>
        );
      })}
      {errors?.message || errors?.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {tx(errors.message ?? errors.root?.message ?? "")}
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => append({ weekday: 1, startTime: "10:00", endTime: "13:00", timezone: "Asia/Kolkata" })}
      >
        <Plus size={16} aria-hidden="true" /> <Trans>Add slot</Trans>
      </Button>
    </fieldset>
  );
}
