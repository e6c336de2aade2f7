// /settings#notifications: one row per kind, a box per channel. Each tick is saved at once;
// if it cannot be saved the box goes back and the member is told. Account notices are always on.

import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  type NotificationSettings,
  SETTINGS_MSG,
} from "@saathi/contract/account-settings";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { tx } from "../../../lib/i18n/translate.ts";
import { useNotificationSettings } from "../api/get-notification-settings.ts";
import { settingsKeys } from "../api/settings-keys.ts";
import { updateNotificationSetting } from "../api/update-notification-setting.ts";
import { SaveStatus } from "./save-status.tsx";

type Row = NotificationSettings["kinds"][number];
const CHANNELS = [
  ["inApp", msg`In the app`],
  ["email", msg`Email`],
  // On the devices where the member allowed notifications.
  ["push", msg`Push`],
] as const;

export function NotificationSettingsSection() {
  const { t, i18n } = useLingui();
  const q = useNotificationSettings();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState<NotificationKind | null>(null);

  /** 'Comments and likes: Email', with ' (always on)' for the locked kind (the box's accessible name). */
  function boxLabel(row: Row, channel: string): string {
    const kind = tx(NOTIFICATION_KIND_LABELS[row.kind]);
    return row.locked ? t`${kind}: ${channel} (always on)` : t`${kind}: ${channel}`;
  }

  async function toggle(row: Row, channel: (typeof CHANNELS)[number][0], on: boolean) {
    const before = queryClient.getQueryData<NotificationSettings>(settingsKeys.notifications());
    const next = { ...row, [channel]: on };
    if (before) {
      queryClient.setQueryData(settingsKeys.notifications(), {
        kinds: before.kinds.map((k) => (k.kind === row.kind ? next : k)),
      });
    }
    setError(null);
    setSaved(false);
    setSaving(row.kind);
    try {
      const { inApp, email, push } = next;
      const answer = await updateNotificationSetting({ kind: row.kind, inApp, email, push });
      queryClient.setQueryData(settingsKeys.notifications(), answer);
      setSaved(true);
    } catch {
      queryClient.setQueryData(settingsKeys.notifications(), before);
      setError(SETTINGS_MSG.saveFailed);
    } finally {
      setSaving(null);
    }
  }

  return (
    <SettingsSection
      id="notifications"
      title={t`Notifications`}
      description={t`Choose how Saathi tells you what happened. Emails never include what anyone wrote.`}
    >
      {q.isError ? (
        <div role="alert" className="text-sm text-red-700">
          <p>
            <Trans>We could not load your notification choices.</Trans>
          </p>
          <button type="button" className="min-h-11 text-brand-700 underline" onClick={() => void q.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !q.data ? (
        <p className="text-sm text-muted">
          <Trans>Loading your choices…</Trans>
        </p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">
            <Trans>Notifications by kind and channel</Trans>
          </caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-2 font-medium">
                <Trans>Kind</Trans>
              </th>
              {CHANNELS.map(([channel, label]) => (
                <th key={channel} scope="col" className="w-16 py-2 text-center font-medium sm:w-20">
                  {i18n._(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {q.data.kinds.map((row) => (
              <tr key={row.kind}>
                <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
                  {tx(NOTIFICATION_KIND_LABELS[row.kind])}
                  {row.locked ? (
                    <span className="block text-xs text-muted">{tx(SETTINGS_MSG.accountAlwaysOn)}</span>
                  ) : null}
                </th>
                {CHANNELS.map(([channel, label]) => (
                  <td key={channel} className="text-center">
                    <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
                      <span className="sr-only">{boxLabel(row, i18n._(label))}</span>
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-brand-700"
                        checked={row[channel]}
                        disabled={row.locked || saving === row.kind}
                        onChange={(e) => void toggle(row, channel, e.target.checked)}
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <SaveStatus saved={saved} error={error} />
    </SettingsSection>
  );
}
