import { EXPERT_TIMEZONES, WEEKDAYS } from "@saathi/contract/experts";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import type { FormValues } from "./steps.ts";

const input = "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-2 text-sm text-ink";

/** Weekly availability: weekday, start, end and time zone per row; add and delete. */
export function ScheduleRows() {
  const { control, register, formState } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "weeklySchedule" });
  const errors = formState.errors.weeklySchedule;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Weekly availability</legend>
      <p className="text-xs text-muted">Members can book one-hour sessions inside these hours.</p>
      {fields.map((f, i) => {
        const rowError = errors?.[i];
        return (
          <div key={f.id} className="rounded-2xl border border-slate-200 p-3">
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1.2fr_1fr_1fr_1.6fr_auto] sm:items-end">
              <label className="flex flex-col gap-1 text-xs text-muted">
                Day
                <select className={input} {...register(`weeklySchedule.${i}.weekday`, { valueAsNumber: true })}>
                  {WEEKDAYS.map((d, n) => (
                    <option key={d} value={n}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-xs text-muted">
                Start
                <input type="time" step={3600} className={input} {...register(`weeklySchedule.${i}.startTime`)} />
              </label>
              <label className="flex flex-col gap-1 text-xs text-muted">
                End
                <input type="time" step={3600} className={input} {...register(`weeklySchedule.${i}.endTime`)} />
              </label>
              <label className="flex flex-col gap-1 text-xs text-muted">
                Time zone
                <select className={input} {...register(`weeklySchedule.${i}.timezone`)}>
                  {EXPERT_TIMEZONES.map((z) => (
                    <option key={z}>{z}</option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={`Delete slot ${i + 1}`}
                className="col-span-2 inline-flex min-h-11 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 sm:col-span-1 sm:px-3"
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </div>
            {rowError?.endTime?.message ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {rowError.endTime.message}
              </p>
            ) : null}
          </div>
        );
      })}
      {errors?.message || errors?.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.message ?? errors.root?.message}
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => append({ weekday: 1, startTime: "10:00", endTime: "13:00", timezone: "Asia/Kolkata" })}
      >
        <Plus size={16} aria-hidden="true" /> Add slot
      </Button>
    </fieldset>
  );
}
