import { Trans, useLingui } from "@lingui/react/macro";
import {
  EXPERT_GENDER_LABEL,
  SESSION_TYPE_LABEL,
  type SessionType,
  type Specialisation,
} from "@saathi/contract/experts";
import { WORK_STATUS_LABEL } from "@saathi/contract/onboarding";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { tx } from "../../../lib/i18n/translate.ts";
import { SPECIALISATION_LABEL, STEP_LABEL, weekdayName } from "./labels.ts";
import type { FormValues } from "./steps.ts";

function Section({ title, onEdit, children }: { title: string; onEdit(): void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="rounded-2xl border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="font-semibold text-ink">{title}</h3>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          aria-label={t`Edit ${title}`}
        >
          <Pencil size={14} aria-hidden="true" /> <Trans>Edit</Trans>
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}
const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <>
    <dt className="text-muted">{label}</dt>
    <dd className="break-words text-ink">{value}</dd>
  </>
);

/** Step 4: Preview & Confirm, each section editable by jumping back. */
export function PreviewStep({ email, goTo }: { email: string; goTo(step: number): void }) {
  const { t, i18n } = useLingui();
  const v = useFormContext<FormValues>().getValues();
  const years = v.yearsExperience ?? "";
  const rate = v.hourlyRate ?? "";
  const minutes = v.sessionDurationMinutes ?? "";
  return (
    <div className="flex flex-col gap-3">
      <Section title={i18n._(STEP_LABEL["Personal Details"])} onEdit={() => goTo(0)}>
        <Row label={t`Name`} value={v.fullName} />
        <Row label={t`Phone`} value={v.phone} />
        <Row label={t`Email`} value={email} />
        <Row label={t`Place`} value={[v.city, v.state, v.country, v.pincode].filter(Boolean).join(", ")} />
      </Section>
      <Section title={i18n._(STEP_LABEL["Select your Interest"])} onEdit={() => goTo(1)}>
        <Row
          label={t`Categories`}
          value={v.specialisations.map((s) => i18n._(SPECIALISATION_LABEL[s as Specialisation])).join(", ")}
        />
      </Section>
      <Section title={i18n._(STEP_LABEL["Professional & Passion Details"])} onEdit={() => goTo(2)}>
        <Row label={t`Working`} value={v.workStatus ? tx(WORK_STATUS_LABEL[v.workStatus]) : ""} />
        <Row label={t`Profession`} value={v.currentProfession} />
        <Row label={t`Education`} value={v.academicBackground} />
        <Row label={t`Languages`} value={v.languages.join(", ")} />
        <Row label={t`Bio`} value={v.bio} />
        <Row label={t`Experience`} value={t`${years} years`} />
        <Row label={t`Hourly rate`} value={t`Rs. ${rate}`} />
        <Row label={t`Session`} value={t`${minutes} minutes`} />
        <Row label={t`Your gender`} value={v.gender ? tx(EXPERT_GENDER_LABEL[v.gender]) : t`Prefer not to say`} />
        <Row label={t`Modes`} value={v.sessionTypes.map((s) => tx(SESSION_TYPE_LABEL[s as SessionType])).join(", ")} />
        <Row
          label={t`Weekly`}
          value={
            <ul>
              {v.weeklySchedule.map((s) => (
                <li key={`${s.weekday}-${s.startTime}-${s.endTime}-${s.timezone}`}>
                  {weekdayName(s.weekday)} {s.startTime}–{s.endTime} ({s.timezone})
                </li>
              ))}
            </ul>
          }
        />
      </Section>
    </div>
  );
}
