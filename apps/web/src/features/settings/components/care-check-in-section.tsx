// /settings#care: the next-day check-in from Saathi's care team after a message that worried
// the safety check. On unless the member turns it off; saved at once, put back if the save fails.
import { Trans, useLingui } from "@lingui/react/macro";
import { SETTINGS_MSG } from "@saathi/contract/account-settings";
import type { CareCheckInSetting } from "@saathi/contract/care";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { useCareCheckIn } from "../api/get-care-check-in.ts";
import { settingsKeys } from "../api/settings-keys.ts";
import { updateCareCheckIn } from "../api/update-care-check-in.ts";
import { SaveStatus } from "./save-status.tsx";
import { SettingSwitch } from "./setting-switch.tsx";

export function CareCheckInSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const setting = useCareCheckIn();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(enabled: boolean) {
    const before = queryClient.getQueryData<CareCheckInSetting>(settingsKeys.careCheckIn());
    queryClient.setQueryData(settingsKeys.careCheckIn(), { enabled });
    setError(null);
    setSaved(false);
    try {
      queryClient.setQueryData(settingsKeys.careCheckIn(), await updateCareCheckIn(enabled));
      setSaved(true);
    } catch {
      queryClient.setQueryData(settingsKeys.careCheckIn(), before);
      setError(SETTINGS_MSG.saveFailed);
    }
  }

  return (
    <SettingsSection
      id="care"
      title={t`Check-ins from Saathi's care team`}
      description={t`A kind word the day after a hard moment.`}
    >
      {setting.isError ? (
        <div role="alert" className="text-sm text-red-700">
          <p>
            <Trans>We could not load this setting.</Trans>
          </p>
          <button type="button" className="min-h-11 text-brand-700 underline" onClick={() => void setting.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : setting.data ? (
        <SettingSwitch
          label={t`Check in on me the next day`}
          help={t`If something you write seems to say you are struggling, Saathi's care team sends you one message the next day, in the app, to ask how you are. At most one a day. Turn this off and we will not.`}
          checked={setting.data.enabled}
          onChange={(enabled) => void save(enabled)}
        />
      ) : (
        <p className="text-sm text-muted">
          <Trans>Loading your settings…</Trans>
        </p>
      )}
      <SaveStatus saved={saved} error={error} />
    </SettingsSection>
  );
}
