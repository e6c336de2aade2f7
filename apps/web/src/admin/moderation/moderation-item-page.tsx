// One moderation item: the content in its immediate context, the reports, the author in brief, and
// the decisions: graded actions on an open item, or uphold / overturn on an open appeal.
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { AlarmOutcomePanel } from "./alarm-outcome.tsx";
import { useActOnItem } from "./api/act-on-item.ts";
import { useDecideAppeal } from "./api/decide-appeal.ts";
import { useModerationItem } from "./api/get-moderation-item.ts";
import { ContextView } from "./context-view.tsx";
import { ACTION_LABEL, reasonLabel, sourceLabel, TARGET_LABEL } from "./labels.ts";
import { RiskBadge } from "./risk-badge.tsx";

const DECIDE_LABEL = {
  dismiss: msg({ message: "Dismiss", context: "moderation" }),
  approve: msg`Approve`,
  hide: msg`Hide`,
  warn: msg`Warn`,
  mute: msg`Mute`,
  suspend: msg`Suspend`,
} as const;

/** How an appeal ended. */
const APPEAL_OUTCOME = { upheld: msg`Appeal upheld.`, overturned: msg`Appeal overturned.` } as const;

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
  const { t, i18n } = useLingui();
  const back = { to: "/admin/moderation", label: t`Moderation queue` };
  const { itemId = "" } = useParams();
  const item = useModerationItem(itemId);
  const act = useActOnItem(itemId);
  const appeal = useDecideAppeal(itemId);
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [appealChoice, setAppealChoice] = useState<AppealDecisionInput["decision"] | null>(null);

  if (item.isPending)
    return (
      <p role="status">
        <Trans>Loading the item…</Trans>
      </p>
    );
  if (item.isError)
    return (
      <>
        <PageHeader title={t`Moderation item`} back={back} />
        <Alert>{errorMessage(item.error)}</Alert>
        <Button variant="secondary" className="mt-3" onClick={() => item.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  const i = item.data;
  const appealOpen = i.appeal.status === "open";
  const open = i.status === "open" && !appealOpen;
  const target = i18n._(TARGET_LABEL[i.targetType]);
  const author = i.author.name;
  const waited = formatAge(i.openedAt);
  const reports = i.reportCount;
  const signals = i.crisisSignals.join(", ");
  const watched = i.watchedWord;
  const prior = i.author.priorActions;
  const mutedUntil = i.author.postingMutedUntil ? formatDate(i.author.postingMutedUntil) : "";
  const decision = i.decision;
  const decidedAt = decision?.at ? formatDateTime(decision.at) : "";
  const appealText = i.appeal.text;
  return (
    <>
      <PageHeader
        title={t`${target} by ${author}`}
        description={t`In the queue for ${waited} · ${plural(reports, { one: "# report", other: "# reports" })}`}
        back={back}
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <RiskBadge risk={i.risk} />
        {i.sources.map((s) => (
          <span key={s} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
            {sourceLabel(i18n, s)}
          </span>
        ))}
        {i.held ? (
          <span className="font-semibold text-red-800">
            <Trans>Held: not published until approved</Trans>
          </span>
        ) : null}
        {i.contentState === "hidden" ? (
          <span className="font-semibold">
            <Trans>Hidden now</Trans>
          </span>
        ) : null}
      </div>
      {i.crisisLevel ? (
        <Alert tone="info">
          {i.crisisLevel === "imminent"
            ? signals
              ? t`Crisis check: imminent, a plan, a method, a time or a goodbye (${signals}). Reach out now; share helplines.`
              : t`Crisis check: imminent, a plan, a method, a time or a goodbye. Reach out now; share helplines.`
            : i.crisisLevel === "danger"
              ? signals
                ? t`Crisis check: danger from someone else (${signals}). Share emergency help: 112, women's helpline 181, Childline 1098.`
                : t`Crisis check: danger from someone else. Share emergency help: 112, women's helpline 181, Childline 1098.`
              : signals
                ? t`Crisis check: risk (${signals}). Reach out kindly; share helplines.`
                : t`Crisis check: risk. Reach out kindly; share helplines.`}
        </Alert>
      ) : null}
      {watched ? (
        <p className="mt-2 text-sm">
          <Trans>Watched word: “{watched}”</Trans>
        </p>
      ) : null}

      <Section title={t`Content in context`}>
        <ContextView context={i.context} />
      </Section>

      {i.reports.length ? (
        <Section title={t`Reports`}>
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

      {i.crisisLevel || i.sources.includes("crisis") ? (
        <Section title={t`True or false alarm`}>
          <AlarmOutcomePanel itemId={i.id} />
        </Section>
      ) : null}

      <Section title={t`Author`}>
        <p className="text-sm text-ink">
          {i.author.name}
          {i.author.username ? ` (@${i.author.username})` : ""} · {t`earlier decisions against them: ${prior}`}
          {i.author.suspended ? ` · ${t`suspended`}` : ""}
          {mutedUntil ? ` · ${t`muted until ${mutedUntil}`}` : ""}
        </p>
      </Section>

      {decision ? (
        <Section title={appealOpen ? t`The decision under appeal` : t`Decision`}>
          <p className="text-sm text-ink">
            {Object.hasOwn(ACTION_LABEL, decision.action)
              ? i18n._(ACTION_LABEL[decision.action] as MessageDescriptor)
              : decision.action}
            {decidedAt ? ` ${t`on ${decidedAt}`}` : ""}
            {decision.byMe ? ` ${t`(by you)`}` : ""}
            {decision.reason ? `: ${decision.reason}` : ""}
          </p>
          {appealText ? (
            <blockquote className="mt-2 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm">
              <Trans>The author's appeal: {appealText}</Trans>
            </blockquote>
          ) : null}
          {i.appeal.status === "upheld" || i.appeal.status === "overturned" ? (
            <p className="mt-2 text-sm">{i18n._(APPEAL_OUTCOME[i.appeal.status])}</p>
          ) : null}
        </Section>
      ) : null}

      {open ? (
        <Section title={t`Decide`}>
          <div className="flex flex-wrap gap-2">
            {actionsFor(i).map((a) => (
              <Button
                key={a}
                variant={a === "dismiss" || a === "approve" ? "secondary" : "primary"}
                onClick={() => setAction(a)}
              >
                {i18n._(DECIDE_LABEL[a])}
              </Button>
            ))}
          </div>
        </Section>
      ) : null}
      {appealOpen ? (
        <Section title={t`Decide the appeal`}>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAppealChoice("upheld")}>
              <Trans>Uphold</Trans>
            </Button>
            <Button onClick={() => setAppealChoice("overturned")}>
              <Trans>Overturn and restore</Trans>
            </Button>
          </div>
        </Section>
      ) : null}

      <ActionDialog
        action={action}
        onClose={() => setAction(null)}
        onConfirm={async (input) => {
          await act.mutateAsync(input);
          toast(t`Decision saved`);
        }}
      />
      <ReasonDialog
        open={appealChoice !== null}
        onOpenChange={(o) => !o && setAppealChoice(null)}
        title={appealChoice === "overturned" ? t`Overturn the decision?` : t`Uphold the decision?`}
        description={t`The author is told the outcome.`}
        confirmLabel={appealChoice === "overturned" ? t`Overturn` : t`Uphold`}
        onConfirm={async (reason) => {
          if (!appealChoice) return;
          await appeal.mutateAsync({ decision: appealChoice, reason });
          toast(t`Appeal decided`);
        }}
      />
    </>
  );
}
