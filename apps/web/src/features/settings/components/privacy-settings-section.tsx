// /settings#privacy: the profile edit, private account and hide real name (saved on the
// profile), who may message me and show me in search (the member's settings). Each change is saved
// at once; a failure puts the switch back and says so.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type PrivacySettings,
  SETTINGS_MSG,
  WHO_MAY_MESSAGE,
  type WhoMayMessage,
} from "@saathi/contract/account-settings";
import type { MeResponse } from "@saathi/contract/session";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { meQueryKey, useMe } from "../../../lib/api/session/get-me.ts";
import { usePrivacySettings } from "../api/get-privacy-settings.ts";
import { settingsKeys } from "../api/settings-keys.ts";
import { updatePrivacySettings } from "../api/update-privacy-settings.ts";
import { updateProfilePrivacy } from "../api/update-profile-privacy.ts";
import { SaveStatus } from "./save-status.tsx";
import { SettingSwitch } from "./setting-switch.tsx";

const WHO_LABEL: Record<WhoMayMessage, MessageDescriptor> = { everyone: msg`Everyone`, buddies: msg`Buddies only` };

export function PrivacySettingsSection({ onEditProfile }: { onEditProfile(): void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const me = useMe();
  const privacy = usePrivacySettings();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The choice just made, shown in the same frame as the tap (the query's copy follows a moment later).
  const [chosenWho, setChosenWho] = useState<WhoMayMessage | null>(null);
  const shownWho = chosenWho ?? privacy.data?.whoMayMessage;
  const profile = me.data?.profile ?? null;

  /** Shows the change at once; puts it back when the server refuses or cannot be reached. */
  async function saveProfile(change: { isPrivate?: boolean; isHideName?: boolean }) {
    const before = queryClient.getQueryData<MeResponse>(meQueryKey);
    if (before?.profile) queryClient.setQueryData(meQueryKey, { ...before, profile: { ...before.profile, ...change } });
    setError(null);
    setSaved(false);
    try {
      await updateProfilePrivacy(change);
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch {
      queryClient.setQueryData(meQueryKey, before);
      setError(SETTINGS_MSG.saveFailed);
    }
  }
  async function savePrivacy(change: Partial<PrivacySettings>) {
    const before = queryClient.getQueryData<PrivacySettings>(settingsKeys.privacy());
    if (before) queryClient.setQueryData(settingsKeys.privacy(), { ...before, ...change });
    setError(null);
    setSaved(false);
    try {
      queryClient.setQueryData(settingsKeys.privacy(), await updatePrivacySettings(change));
      setSaved(true);
    } catch {
      queryClient.setQueryData(settingsKeys.privacy(), before);
      setChosenWho(null);
      setError(SETTINGS_MSG.saveFailed);
    }
  }
  // Once the saved settings say the same, they speak for themselves again.
  const savedWho = privacy.data?.whoMayMessage;
  useEffect(() => {
    if (savedWho && savedWho === chosenWho) setChosenWho(null);
  }, [savedWho, chosenWho]);

  return (
    <SettingsSection
      id="privacy"
      title={t`Profile and privacy`}
      description={t`Choose what others see of you and who can reach you.`}
    >
      <Button type="button" variant="secondary" onClick={onEditProfile}>
        <Trans>Edit profile</Trans>
      </Button>
      <SaveStatus saved={saved} error={error} />
      {me.isError || privacy.isError ? (
        <div role="alert" className="mt-3 text-sm text-red-700">
          <p>
            <Trans>We could not load your privacy settings.</Trans>
          </p>
          <button
            type="button"
            className="min-h-11 text-brand-700 underline"
            onClick={() => {
              void me.refetch();
              void privacy.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {!profile || !privacy.data ? (
        me.isError || privacy.isError ? null : (
          <p className="mt-3 text-sm text-muted">
            <Trans>Loading your settings…</Trans>
          </p>
        )
      ) : (
        <div className="mt-2 divide-y divide-slate-100">
          <SettingSwitch
            label={t`Private account`}
            help={t`Only people you accept as followers see your posts.`}
            checked={profile.isPrivate}
            onChange={(isPrivate) => saveProfile({ isPrivate })}
          />
          <SettingSwitch
            label={t`Hide my real name`}
            help={t`Others see your username instead of your name.`}
            checked={profile.isHideName}
            onChange={(isHideName) => saveProfile({ isHideName })}
          />
          {/* Disabled until the saved choice is known: a click before it arrives would look ignored. */}
          <fieldset className="py-2" disabled={!privacy.data} aria-busy={!privacy.data || undefined}>
            <legend className="text-sm font-medium text-ink">
              <Trans>Who may message me</Trans>
            </legend>
            <p className="text-sm text-muted">
              <Trans>Buddies are people you follow or who follow you. Anyone may answer a chat you start.</Trans>
            </p>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {WHO_MAY_MESSAGE.map((who) => (
                <label key={who} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="who-may-message"
                    className="h-5 w-5 accent-brand-700"
                    checked={shownWho === who}
                    onChange={() => {
                      setChosenWho(who);
                      void savePrivacy({ whoMayMessage: who });
                    }}
                  />
                  {i18n._(WHO_LABEL[who])}
                </label>
              ))}
            </div>
          </fieldset>
          <SettingSwitch
            label={t`Show me in search`}
            help={t`When off, member search does not show you; a link to your profile still works.`}
            checked={privacy.data.discoverable}
            onChange={(discoverable) => savePrivacy({ discoverable })}
          />
        </div>
      )}
    </SettingsSection>
  );
}
