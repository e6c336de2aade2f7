import { SESSION_TYPE_LABEL, type SessionType, WEEKDAYS } from "@saathi/contract/experts";
import { WORK_STATUS_LABEL } from "@saathi/contract/onboarding";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import type { FormValues } from "./steps.ts";

function Section({ title, onEdit, children }: { title: string; onEdit(): void; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="font-semibold text-ink">{title}</h3>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          aria-label={`Edit ${title}`}
        >
          <Pencil size={14} aria-hidden="true" /> Edit
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
  const v = useFormContext<FormValues>().getValues();
  return (
    <div className="flex flex-col gap-3">
      <Section title="Personal Details" onEdit={() => goTo(0)}>
        <Row label="Name" value={v.fullName} />
        <Row label="Phone" value={v.phone} />
        <Row label="Email" value={email} />
        <Row label="Place" value={[v.city, v.state, v.country, v.pincode].filter(Boolean).join(", ")} />
      </Section>
      <Section title="Select your Interest" onEdit={() => goTo(1)}>
        <Row label="Categories" value={v.specialisations.join(", ")} />
      </Section>
      <Section title="Professional & Passion Details" onEdit={() => goTo(2)}>
        <Row label="Working" value={v.workStatus ? WORK_STATUS_LABEL[v.workStatus] : ""} />
        <Row label="Profession" value={v.currentProfession} />
        <Row label="Education" value={v.academicBackground} />
        <Row label="Languages" value={v.languages.join(", ")} />
        <Row label="Bio" value={v.bio} />
        <Row label="Experience" value={`${v.yearsExperience ?? ""} years`} />
        <Row label="Hourly rate" value={`Rs. ${v.hourlyRate ?? ""}`} />
        <Row label="Session" value={`${v.sessionDurationMinutes ?? ""} minutes`} />
        <Row label="Modes" value={v.sessionTypes.map((t) => SESSION_TYPE_LABEL[t as SessionType]).join(", ")} />
        <Row
          label="Weekly"
          value={
            <ul>
              {v.weeklySchedule.map((s) => (
                <li key={`${s.weekday}-${s.startTime}-${s.endTime}-${s.timezone}`}>
                  {WEEKDAYS[s.weekday]} {s.startTime}–{s.endTime} ({s.timezone})
                </li>
              ))}
            </ul>
          }
        />
      </Section>
    </div>
  );
}
