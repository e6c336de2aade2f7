// One moderation item: the content in its immediate context, the reports, the author in brief, and
// the decisions: graded actions on an open item, or uphold / overturn on an open appeal.
import type { AppealDecisionInput, ModerationDetail } from "@saathi/contract/admin-moderation";
import type { ModerationAction } from "@saathi/contract/safety";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { formatAge, formatDate, formatDateTime } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { ActionDialog } from "./action-dialog.tsx";
import { useActOnItem } from "./api/act-on-item.ts";
import { useDecideAppeal } from "./api/decide-appeal.ts";
import { useModerationItem } from "./api/get-moderation-item.ts";
import { ContextView } from "./context-view.tsx";
import { ACTION_LABEL, reasonLabel, SOURCE_LABEL, TARGET_LABEL } from "./labels.ts";
import { RiskBadge } from "./risk-badge.tsx";

const back = { to: "/admin/moderation", label: "Moderation queue" };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** The actions that fit the item: approve only held content; hide only content (not a profile). */
function actionsFor(i: ModerationDetail): ModerationAction[] {
  const all: ModerationAction[] = ["dismiss", "approve", "hide", "warn", "mute", "suspend"];
  return all.filter(
    (a) => (a !== "approve" || i.held) && ((a !== "hide" && a !== "approve") || i.targetType !== "profile"),
  );
}

export function ModerationItemPage() {
  const { itemId = "" } = useParams();
  const item = useModerationItem(itemId);
  const act = useActOnItem(itemId);
  const appeal = useDecideAppeal(itemId);
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [decision, setDecision] = useState<AppealDecisionInput["decision"] | null>(null);

  if (item.isPending) return <p role="status">Loading the item…</p>;
  if (item.isError)
    return (
      <>
        <PageHeader title="Moderation item" back={back} />
        <Alert>{errorMessage(item.error)}</Alert>
        <Button variant="secondary" className="mt-3" onClick={() => item.refetch()}>
          Try again
        </Button>
      </>
    );
  const i = item.data;
  const appealOpen = i.appeal.status === "open";
  const open = i.status === "open" && !appealOpen;
  return (
    <>
      <PageHeader
        title={`${TARGET_LABEL[i.targetType]} by ${i.author.name}`}
        description={`In the queue for ${formatAge(i.openedAt)} · ${i.reportCount} report${i.reportCount === 1 ? "" : "s"}`}
        back={back}
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <RiskBadge risk={i.risk} />
        {i.sources.map((s) => (
          <span key={s} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
            {SOURCE_LABEL[s] ?? s}
          </span>
        ))}
        {i.held ? <span className="font-semibold text-red-800">Held: not published until approved</span> : null}
        {i.contentState === "hidden" ? <span className="font-semibold">Hidden now</span> : null}
      </div>
      {i.crisisLevel ? (
        <Alert tone="info">
          Crisis check: {i.crisisLevel === "method" ? "describes a method" : "risk"}
          {i.crisisSignals.length ? ` (${i.crisisSignals.join(", ")})` : ""}. Reach out kindly; share helplines.
        </Alert>
      ) : null}
      {i.watchedWord ? <p className="mt-2 text-sm">Watched word: “{i.watchedWord}”</p> : null}

      <Section title="Content in context">
        <ContextView context={i.context} />
      </Section>

      {i.reports.length ? (
        <Section title="Reports">
          <ul className="flex flex-col gap-2">
            {i.reports.map((r) => (
              <li
                key={`${r.createdAt}-${r.reason}-${r.details ?? ""}`}
                className="rounded-2xl border border-slate-200 bg-white p-3 text-sm"
              >
                <p className="font-medium text-ink">{reasonLabel(r.reason)}</p>
                {r.details ? <p className="mt-1 whitespace-pre-wrap break-words">{r.details}</p> : null}
                <p className="mt-1 text-xs text-muted">{formatDateTime(r.createdAt)}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Author">
        <p className="text-sm text-ink">
          {i.author.name}
          {i.author.username ? ` (@${i.author.username})` : ""} · earlier decisions against them:{" "}
          {i.author.priorActions}
          {i.author.suspended ? " · suspended" : ""}
          {i.author.postingMutedUntil ? ` · muted until ${formatDate(i.author.postingMutedUntil)}` : ""}
        </p>
      </Section>

      {i.decision ? (
        <Section title={appealOpen ? "The decision under appeal" : "Decision"}>
          <p className="text-sm text-ink">
            {ACTION_LABEL[i.decision.action] ?? i.decision.action}
            {i.decision.at ? ` on ${formatDateTime(i.decision.at)}` : ""}
            {i.decision.byMe ? " (by you)" : ""}
            {i.decision.reason ? `: ${i.decision.reason}` : ""}
          </p>
          {i.appeal.text ? (
            <blockquote className="mt-2 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm">
              The author's appeal: {i.appeal.text}
            </blockquote>
          ) : null}
          {i.appeal.status === "upheld" || i.appeal.status === "overturned" ? (
            <p className="mt-2 text-sm">Appeal {i.appeal.status}.</p>
          ) : null}
        </Section>
      ) : null}

      {open ? (
        <Section title="Decide">
          <div className="flex flex-wrap gap-2">
            {actionsFor(i).map((a) => (
              <Button
                key={a}
                variant={a === "dismiss" || a === "approve" ? "secondary" : "primary"}
                onClick={() => setAction(a)}
              >
                {
                  {
                    dismiss: "Dismiss",
                    approve: "Approve",
                    hide: "Hide",
                    warn: "Warn",
                    mute: "Mute",
                    suspend: "Suspend",
                  }[a]
                }
              </Button>
            ))}
          </div>
        </Section>
      ) : null}
      {appealOpen ? (
        <Section title="Decide the appeal">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDecision("upheld")}>
              Uphold
            </Button>
            <Button onClick={() => setDecision("overturned")}>Overturn and restore</Button>
          </div>
        </Section>
      ) : null}

      <ActionDialog
        action={action}
        onClose={() => setAction(null)}
        onConfirm={async (input) => {
          await act.mutateAsync(input);
          toast("Decision saved");
        }}
      />
      <ReasonDialog
        open={decision !== null}
        onOpenChange={(o) => !o && setDecision(null)}
        title={decision === "overturned" ? "Overturn the decision?" : "Uphold the decision?"}
        description="The author is told the outcome."
        confirmLabel={decision === "overturned" ? "Overturn" : "Uphold"}
        onConfirm={async (reason) => {
          if (!decision) return;
          await appeal.mutateAsync({ decision, reason });
          toast("Appeal decided");
        }}
      />
    </>
  );
}
