// /safety-plan: the member's own safety plan (the six Stanley-Brown steps) and trusted contact. Reached
// from the crisis card, the Health Bot and settings; readable offline once opened (the service worker
// keeps GET /api/safety-plan like the member's other screens); "Print" prints the plan alone.
import { Trans, useLingui } from "@lingui/react/macro";
import { emptySafetyPlanSteps, type SafetyPlanResponse, type SafetyPlanSteps } from "@saathi/contract/safety-plan";
import { Pencil, Printer } from "lucide-react";
import { useState } from "react";
import { OfflineNotice } from "../../../components/offline/offline-notice.tsx";
import { HelplineLinks, useSaathiHelplines } from "../../../components/safety/helpline-links.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useSafetyPlan } from "../api/get-safety-plan.ts";
import { readDraft } from "./plan-draft.ts";
import { filled, SafetyPlanForm } from "./safety-plan-form.tsx";
import { SafetyPlanView } from "./safety-plan-view.tsx";
import { TrustedContactSection } from "./trusted-contact-section.tsx";

/**
 * Printing shows the plan alone: no app frame, no buttons, no forms. The plan's step 5 holds Saathi's
 * helplines (safety-plan-view.tsx), so they print with it.
 */
export const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; left: 0; top: 0; width: 100%; padding: 0 8mm; }
  [data-print-hide] { display: none !important; }
}`;

/** The plan to start from: a draft typed on this phone and not yet saved wins over an older saved plan. */
function startingPoint(userId: string, data: SafetyPlanResponse): { steps: SafetyPlanSteps; fromDraft: boolean } {
  const draft = readDraft(userId);
  const saved = data.plan;
  if (draft && (!saved || draft.writtenAt > saved.updatedAt)) return { steps: draft.steps, fromDraft: true };
  return { steps: saved?.steps ?? emptySafetyPlanSteps(), fromDraft: false };
}

export function SafetyPlanPage() {
  const me = useMe();
  const plan = useSafetyPlan();
  const userId = me.data?.user?.id;
  return (
    <div className="mx-auto flex w-full max-w-[640px] flex-col gap-4 px-3 py-4">
      <style>{PRINT_CSS}</style>
      <OfflineNotice source="/api/safety-plan" />
      {plan.isPending || !userId ? (
        <p className="text-sm text-muted">
          <Trans>Loading…</Trans>
        </p>
      ) : plan.isError ? (
        <div className="flex flex-col gap-2">
          <h1 className="text-xl font-bold text-ink">
            <Trans>My safety plan</Trans>
          </h1>
          <Alert>{tx(plan.error.message)}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => void plan.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Plan key={userId} userId={userId} data={plan.data} />
      )}
      <TrustedContactSection />
    </div>
  );
}

function Plan({ userId, data }: { userId: string; data: SafetyPlanResponse }) {
  const { t } = useLingui();
  const [start] = useState(() => startingPoint(userId, data));
  const [editing, setEditing] = useState(!data.plan || start.fromDraft);
  const [notice, setNotice] = useState<string | null>(null);
  const [steps, setSteps] = useState<SafetyPlanSteps>(start.steps);
  // A draft from an earlier visit waits on the phone until the first save succeeds.
  const [draftWaiting, setDraftWaiting] = useState(start.fromDraft);
  const helplines = useSaathiHelplines();

  return (
    <section aria-labelledby="safety-plan-title" className="flex flex-col gap-4" data-print-area>
      <div>
        <h1 id="safety-plan-title" className="text-xl font-bold text-ink">
          <Trans>My safety plan</Trans>
        </h1>
        <p className="mt-1 text-sm text-muted" data-print-hide>
          <Trans>
            A plan you write for yourself, for the moments when things feel too hard. Go one step at a time: a few words
            are enough, and you can change it whenever you like.
          </Trans>
        </p>
      </div>
      {draftWaiting && editing ? (
        <Alert tone="info">
          <Trans>You have changes kept on this phone that are not saved yet. Continue, and they will be saved.</Trans>
        </Alert>
      ) : null}
      {editing ? (
        <SafetyPlanForm
          userId={userId}
          initial={steps}
          expert={data.expert}
          onDone={(saved) => {
            setNotice(
              saved
                ? t`Your safety plan is saved.`
                : t`Your plan is kept on this phone but not saved yet. When you are online, open it again and save.`,
            );
            setEditing(false);
          }}
          onChange={setSteps}
          onSaved={() => setDraftWaiting(false)}
        />
      ) : (
        <>
          <p role="status" className="text-sm text-brand-800" data-print-hide>
            {notice}
          </p>
          <SafetyPlanView steps={filled(steps)} />
          <div className="flex flex-wrap gap-2" data-print-hide>
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
            >
              <Pencil size={16} aria-hidden="true" />
              <Trans>Edit my plan</Trans>
            </Button>
            <Button variant="ghost" onClick={() => window.print()}>
              <Printer size={16} aria-hidden="true" />
              <Trans>Print</Trans>
            </Button>
          </div>
        </>
      )}
      {/* While writing, the helplines wait under the form (printed too); the plan as read has them in its step 5. */}
      {editing ? (
        <div className="flex flex-col gap-2">
          <h2 className="text-base font-semibold text-ink">
            <Trans>Helplines, free and open day and night</Trans>
          </h2>
          <HelplineLinks lines={helplines} />
        </div>
      ) : null}
    </section>
  );
}
