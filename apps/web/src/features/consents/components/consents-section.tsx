// /settings#consents (issue 17): each consent with its version and date; sensitive processing is
// withdrawn in one tap plus a confirm that says what happens, and can be given again.
import { CONSENT_LABEL, type Consents } from "@saathi/contract/consents";
import { useState } from "react";
import { Link } from "react-router";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useConsents } from "../api/get-consents.ts";
import { useGiveConsent } from "../api/give-consent.ts";
import { useWithdrawConsent } from "../api/withdraw-consent.ts";

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });
type Current = Consents["current"][number];

function stateLine(c: Current): string {
  if (!c.record) return "Not given";
  if (c.record.withdrawnAt) return `Withdrawn on ${dateOf(c.record.withdrawnAt)}`;
  return `Given on ${dateOf(c.record.givenAt)} · version ${c.record.version}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ConsentsSection() {
  const consents = useConsents();
  const give = useGiveConsent();
  const withdraw = useWithdrawConsent();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  return (
    <SettingsSection
      id="consents"
      title="Consents"
      description="What you have agreed to, and when. You can withdraw as easily as you agreed."
    >
      {consents.isPending ? (
        <p className="text-sm text-muted">Loading your consents…</p>
      ) : consents.isError ? (
        <div className="flex flex-col gap-2">
          <Alert>{consents.error.message}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => void consents.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {consents.data.current.map((c) => (
            <li key={c.purpose} className="flex flex-col gap-2 py-3">
              <div>
                <p className="font-medium text-ink">{CONSENT_LABEL[c.purpose]}</p>
                <p className="text-sm text-muted">{stateLine(c)}</p>
              </div>
              {c.purpose !== "sensitive" ? (
                <p className="text-sm text-muted">
                  Saathi cannot run your account without this. To withdraw it,{" "}
                  <Link to="/settings/delete" className="text-brand-700 underline">
                    delete your account
                  </Link>
                  .
                </p>
              ) : c.active ? (
                confirming ? (
                  <div className="flex flex-col gap-2 rounded-2xl bg-red-50 p-3">
                    <p id="withdraw-q" className="text-sm text-red-900">
                      Withdraw this consent? Your journal entries and test results saved in your account are deleted
                      now, for good, and new ones will not be saved until you agree again.
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="danger"
                        busy={withdraw.isPending}
                        busyText="Deleting…"
                        onClick={() =>
                          withdraw.mutate("sensitive", {
                            onSuccess: (r) => {
                              setConfirming(false);
                              setStatus(
                                `Consent withdrawn. ${count(r.deleted.journalEntries, "journal entry", "journal entries")} and ${count(r.deleted.assessments, "test result", "test results")} deleted.`,
                              );
                            },
                          })
                        }
                      >
                        Withdraw and delete
                      </Button>
                      <Button variant="secondary" onClick={() => setConfirming(false)} disabled={withdraw.isPending}>
                        Keep my consent
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
                    Withdraw
                  </Button>
                )
              ) : (
                <div className="flex flex-col gap-1">
                  <p className="text-sm text-muted">
                    Without it, your journal and test results are not saved to your account.
                  </p>
                  <Button
                    variant="secondary"
                    className="self-start"
                    busy={give.isPending}
                    busyText="Saving…"
                    onClick={() =>
                      give.mutate("sensitive", {
                        onSuccess: () =>
                          setStatus("Thank you. Your journal and test results will be kept in your account."),
                      })
                    }
                  >
                    Give consent
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {withdraw.error ? <Alert>{withdraw.error.message}</Alert> : null}
      {give.error ? <Alert>{give.error.message}</Alert> : null}
      <p role="status" className="mt-2 text-sm text-brand-800">
        {status}
      </p>
    </SettingsSection>
  );
}
