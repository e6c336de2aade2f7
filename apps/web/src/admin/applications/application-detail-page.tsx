// /admin/applications/:expertId: everything a reviewer needs to decide: who the expert
// says they are, their credentials with a link to the public register, their documents, and the three
// decisions (approve; request changes or reject, each with a message the expert reads).
import { Trans, useLingui } from "@lingui/react/macro";
import {
  APPLICATION_STATUS_LABEL,
  PRACTITIONER_KIND_LABEL,
  VERIFIED_BADGE_LABEL,
} from "@saathi/contract/expert-application";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { errorMessage } from "../shell/admin-api.ts";
import { formatAge, formatDate, formatDateTime, formatPaise } from "../shell/format.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ReasonDialog } from "../shell/reason-dialog.tsx";
import { applicationsKeys } from "./api/applications-keys.ts";
import { approveApplication } from "./api/approve-application.ts";
import { useApplication } from "./api/get-application.ts";
import { rejectApplication } from "./api/reject-application.ts";
import { requestChanges } from "./api/request-changes.ts";
import { ApplicationDocuments } from "./application-documents.tsx";
import { CampusBadgeControl } from "./campus-badge-control.tsx";

/** The RCI's public register search, where a CRR number is checked by hand. */
const RCI_REGISTER = "https://rehabcouncil.nic.in/";

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 font-semibold text-ink">{title}</h2>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm">{children}</dl>
    </section>
  );
}
const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <>
    <dt className="text-muted">{label}</dt>
    <dd className="min-w-0 break-words text-ink">
      {value || (
        <span className="text-muted">
          <Trans context="application field">Not given</Trans>
        </span>
      )}
    </dd>
  </>
);

export function ApplicationDetailPage() {
  const { t } = useLingui();
  const { expertId = "" } = useParams();
  const q = useApplication(expertId);
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<"changes" | "reject" | null>(null);
  const [approving, setApproving] = useState(false);
  // Approving lists the expert for members at once: one more tap to be sure.
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState("");
  const back = { to: "/admin/applications", label: t`Applications` };

  if (q.isPending)
    return (
      <p role="status" className="p-6 text-muted">
        <Trans>Loading the application...</Trans>
      </p>
    );
  if (q.isError || !q.data)
    return (
      <>
        <PageHeader title={t`Application`} back={back} />
        <Alert>
          {errorMessage(q.error)}{" "}
          <button type="button" className="underline" onClick={() => void q.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </Alert>
      </>
    );

  const r = q.data;
  const a = r.application;
  const p = r.profile;
  const decided = async (text: string) => {
    await qc.invalidateQueries({ queryKey: applicationsKeys.all });
    toast(text);
  };
  const approve = async () => {
    setError("");
    setApproving(true);
    try {
      await approveApplication(expertId);
      await decided(t`Approved: the expert is listed for 12 months.`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setApproving(false);
    }
  };
  const open = a.status === "submitted";
  const status = tx(APPLICATION_STATUS_LABEL[a.status]);
  const submittedWhen = a.submittedAt ? formatDateTime(a.submittedAt) : "";
  const waited = a.submittedAt ? formatAge(a.submittedAt) : "";
  const years = p?.yearsExperience;
  const fee = p ? formatPaise(p.hourlyRate) : "";

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={p?.fullName ?? r.email}
        description={
          a.submittedAt ? t`Status: ${status} · submitted ${submittedWhen} (${waited} ago)` : t`Status: ${status}`
        }
        back={back}
      />
      {a.reviewerMessage && a.status !== "approved" ? (
        <Alert>
          <span className="font-medium">
            <Trans>Last message to the expert:</Trans>{" "}
          </span>
          {a.reviewerMessage}
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Facts title={t`Credentials`}>
          <Row
            label={t`Practitioner`}
            value={a.details.practitionerKind ? tx(PRACTITIONER_KIND_LABEL[a.details.practitionerKind]) : null}
          />
          <Row label={t`Qualification`} value={a.details.qualification} />
          <Row label={t`Institution`} value={a.details.institution} />
          <Row label={t`Professional body`} value={a.details.professionalBody} />
          <Row
            label={t`Registration no.`}
            value={
              a.details.registrationNumber ? (
                <>
                  {a.details.registrationNumber}{" "}
                  {a.details.practitionerKind === "clinical_psychologist" ? (
                    <a href={RCI_REGISTER} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                      <Trans>Check on the RCI register</Trans>
                    </a>
                  ) : null}
                </>
              ) : null
            }
          />
          <Row label={t`Years of practice`} value={a.details.yearsOfPractice?.toString()} />
          {a.badge ? <Row label={t`Badge`} value={tx(VERIFIED_BADGE_LABEL[a.badge])} /> : null}
          {a.verifiedUntil ? <Row label={t`Verified until`} value={formatDate(a.verifiedUntil)} /> : null}
        </Facts>
        <Facts title={t`Profile`}>
          <Row label={t`Email`} value={r.email} />
          <Row label={t`Phone`} value={r.phone} />
          <Row label={t`Place`} value={p ? [p.city, p.state, p.country].filter(Boolean).join(", ") : null} />
          <Row label={t`Education`} value={p?.academicBackground} />
          <Row label={t`Experience`} value={years != null ? t`${years} years` : null} />
          <Row label={t`Languages`} value={p?.languages.map((l) => tx(l)).join(", ")} />
          <Row label={t`Categories`} value={p?.specialisations.map((c) => tx(c)).join(", ")} />
          <Row label={t`Fee`} value={p ? t`${fee} an hour` : null} />
          <Row label={t`Bio`} value={p?.bio} />
        </Facts>
      </div>
      {/* The badge is shown to members on a vetted expert's card, so it is set once they are vetted. */}
      {p && (a.status === "approved" || a.status === "suspended") ? <CampusBadgeControl expertId={expertId} /> : null}
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold text-ink">
          <Trans>Documents</Trans>
        </h2>
        <ApplicationDocuments documents={a.documents} />
      </section>
      {error ? <Alert>{error}</Alert> : null}
      {open ? (
        <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 py-3">
          {confirming ? (
            <>
              <p className="w-full text-sm text-ink">
                <Trans>Approve and list this expert for members for 12 months?</Trans>
              </p>
              <Button onClick={() => void approve()} busy={approving} busyText={t`Approving...`}>
                <Trans>Yes, approve</Trans>
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={approving}>
                <Trans>Cancel</Trans>
              </Button>
            </>
          ) : (
            <Button onClick={() => setConfirming(true)}>
              <Trans>Approve</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDialog("changes")}>
            <Trans>Request changes</Trans>
          </Button>
          <Button variant="danger" onClick={() => setDialog("reject")}>
            <Trans>Reject</Trans>
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">
          <Trans>This application is {status}; decisions are made on submitted applications.</Trans>
        </p>
      )}
      <ReasonDialog
        open={dialog === "changes"}
        onOpenChange={(o) => setDialog(o ? "changes" : null)}
        title={t`Request changes`}
        description={t`The expert reads this message by email and on their feed, then edits and resubmits.`}
        reasonLabel={t`Message to the expert`}
        confirmLabel={t`Send request`}
        busyLabel={t`Sending...`}
        onConfirm={async (message) => {
          await requestChanges(expertId, message);
          await decided(t`Changes requested. The expert has been told.`);
        }}
      />
      <ReasonDialog
        open={dialog === "reject"}
        onOpenChange={(o) => setDialog(o ? "reject" : null)}
        title={t`Reject this application`}
        description={t`Rejection is final. The expert reads the reason.`}
        reasonLabel={t`Reason for the expert`}
        confirmLabel={t`Reject`}
        busyLabel={t`Rejecting...`}
        tone="danger"
        onConfirm={async (reason) => {
          await rejectApplication(expertId, reason);
          await decided(t`Application rejected. The expert has been told.`);
        }}
      />
    </div>
  );
}
