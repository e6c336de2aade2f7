// /settings#consents: each consent with its version and date; sensitive processing is
// withdrawn in one tap plus a confirm that says what happens, and can be given again.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CARE_SCORES_CONSENT_LABEL, CONSENT_LABEL, type Consents } from "@saathi/contract/consents";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useConsents } from "../api/get-consents.ts";
import { useGiveConsent } from "../api/give-consent.ts";
import { useWithdrawCareScores } from "../api/withdraw-care-scores.ts";
import { useWithdrawConsent } from "../api/withdraw-consent.ts";

const dateOf = (iso: string) => formatDate(iso, { day: "numeric", month: "long", year: "numeric" });

function StateLine({ record }: { record: { version: string; givenAt: string; withdrawnAt: string | null } | null }) {
  if (!record) return <Trans>Not given</Trans>;
  if (record.withdrawnAt) {
    const date = dateOf(record.withdrawnAt);
    return <Trans>Withdrawn on {date}</Trans>;
  }
  const date = dateOf(record.givenAt);
  const version = record.version;
  return (
    <Trans>
      Given on {date} · version {version}
    </Trans>
  );
}

/** What a withdrawal deleted, as the status line says it. */
function Withdrawn({ journalEntries, assessments }: { journalEntries: number; assessments: number }) {
  return (
    <Trans>
      Consent withdrawn. <Plural value={journalEntries} one="# journal entry" other="# journal entries" /> and{" "}
      <Plural value={assessments} one="# test result" other="# test results" /> deleted.
    </Trans>
  );
}

/**
 * Letting moderators' true/false alarm marks keep the member's flagged words, anonymised, to
 * improve the safety check. Off unless given; withdrawing takes the words out at once.
 */
function SafetyReviewChoice(p: { active: boolean; busy: boolean; onGive(): void; onWithdraw(): void }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-muted">
        {p.active ? (
          <Trans>
            When a moderator checks a message of yours that the safety check flagged, its words are kept without your
            name to help the check learn.
          </Trans>
        ) : (
          <Trans>
            Off. If you agree, messages of yours that the safety check flagged are kept without your name to help it
            learn. Without it, only whether the alarm was right is kept, never your words.
          </Trans>
        )}
      </p>
      <Button variant="secondary" className="self-start" disabled={p.busy} onClick={p.active ? p.onWithdraw : p.onGive}>
        {p.active ? <Trans>Withdraw</Trans> : <Trans>Give consent</Trans>}
      </Button>
    </div>
  );
}

/** Sharing before-session answers: one line per counsellor, withdrawn in one tap (given again from My care). */
function CareScoresConsents({ list }: { list: Consents["careScores"] }) {
  const withdraw = useWithdrawCareScores();
  if (!list.length) return null;
  return (
    <>
      {list.map((c) => {
        const linkId = c.linkId;
        return (
          <li key={c.expertId} className="flex flex-col gap-2 py-3">
            <div>
              <p className="font-medium text-ink">{tx(CARE_SCORES_CONSENT_LABEL.share, { name: c.expertName })}</p>
              <p className="text-sm text-muted">
                <StateLine record={c.record} />
              </p>
            </div>
            {c.active && linkId ? (
              <Button
                variant="secondary"
                className="self-start"
                busy={withdraw.isPending && withdraw.variables === linkId}
                onClick={() => withdraw.mutate(linkId)}
              >
                <Trans>Withdraw</Trans>
              </Button>
            ) : null}
          </li>
        );
      })}
      {withdraw.error ? <Alert>{tx(withdraw.error.message)}</Alert> : null}
    </>
  );
}

export function ConsentsSection() {
  const consents = useConsents();
  const give = useGiveConsent();
  const withdraw = useWithdrawConsent();
  const [confirming, setConfirming] = useState(false);
  const { t } = useLingui();
  const [status, setStatus] = useState<ReactNode>(null);

  return (
    <SettingsSection
      id="consents"
      title={t`Consents`}
      description={t`What you have agreed to, and when. You can withdraw as easily as you agreed.`}
    >
      {consents.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading your consents…</Trans>
        </p>
      ) : consents.isError ? (
        <div className="flex flex-col gap-2">
          <Alert>{tx(consents.error.message)}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => void consents.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {consents.data.current.map((c) => (
            <li key={c.purpose} className="flex flex-col gap-2 py-3">
              <div>
                <p className="font-medium text-ink">{tx(CONSENT_LABEL[c.purpose])}</p>
                <p className="text-sm text-muted">
                  <StateLine record={c.record} />
                </p>
              </div>
              {c.purpose === "safety_review" ? (
                <SafetyReviewChoice
                  active={c.active}
                  busy={give.isPending || withdraw.isPending}
                  onGive={() =>
                    give.mutate("safety_review", {
                      onSuccess: () =>
                        setStatus(<Trans>Thank you. Your flagged messages can now help the safety check learn.</Trans>),
                    })
                  }
                  onWithdraw={() =>
                    withdraw.mutate("safety_review", {
                      onSuccess: () =>
                        setStatus(<Trans>Consent withdrawn. Your words were taken out of the review set.</Trans>),
                    })
                  }
                />
              ) : c.purpose !== "sensitive" ? (
                <p className="text-sm text-muted">
                  <Trans>
                    Saathi cannot run your account without this. To withdraw it,{" "}
                    <Link to="/settings/delete" className="text-brand-700 underline">
                      delete your account
                    </Link>
                    .
                  </Trans>
                </p>
              ) : c.active ? (
                confirming ? (
                  <div className="flex flex-col gap-2 rounded-2xl bg-red-50 p-3">
                    <p id="withdraw-q" className="text-sm text-red-900">
                      <Trans>
                        Withdraw this consent? Your journal entries and test results saved in your account are deleted
                        now, for good, and new ones will not be saved until you agree again.
                      </Trans>
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="danger"
                        busy={withdraw.isPending}
                        busyText={t`Deleting…`}
                        onClick={() =>
                          withdraw.mutate("sensitive", {
                            onSuccess: (r) => {
                              setConfirming(false);
                              setStatus(
                                <Withdrawn
                                  journalEntries={r.deleted.journalEntries}
                                  assessments={r.deleted.assessments}
                                />,
                              );
                            },
                          })
                        }
                      >
                        <Trans>Withdraw and delete</Trans>
                      </Button>
                      <Button variant="secondary" onClick={() => setConfirming(false)} disabled={withdraw.isPending}>
                        <Trans>Keep my consent</Trans>
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button
                    variant="secondary"
                    className="self-start"
                    onClick={() => {
                      setStatus(null);
                      setConfirming(true);
                    }}
                  >
                    <Trans>Withdraw</Trans>
                  </Button>
                )
              ) : (
                <div className="flex flex-col gap-1">
                  <p className="text-sm text-muted">
                    <Trans>Without it, your journal and test results are not saved to your account.</Trans>
                  </p>
                  <Button
                    variant="secondary"
                    className="self-start"
                    busy={give.isPending}
                    busyText={t`Saving…`}
                    onClick={() =>
                      give.mutate("sensitive", {
                        onSuccess: () =>
                          setStatus(
                            <Trans>Thank you. Your journal and test results will be kept in your account.</Trans>,
                          ),
                      })
                    }
                  >
                    <Trans>Give consent</Trans>
                  </Button>
                </div>
              )}
            </li>
          ))}
          <CareScoresConsents list={consents.data.careScores} />
        </ul>
      )}
      {withdraw.error ? <Alert>{tx(withdraw.error.message)}</Alert> : null}
      {give.error ? <Alert>{tx(give.error.message)}</Alert> : null}
      <p role="status" className="mt-2 text-sm text-brand-800">
        {status}
      </p>
    </SettingsSection>
  );
}
