// /settings: one page for the member's account and data. Each section belongs to its own
// feature (features never import each other), so the page is put together here; its own words live
// in features/settings (the heading, the contents, language and your data and rights).
import { DeleteAccountSection } from "../../features/account-deletion/components/delete-account-section.tsx";
import { SecuritySection } from "../../features/account-security/components/security-section.tsx";
import { ConsentsSection } from "../../features/consents/components/consents-section.tsx";
import { NomineeSection } from "../../features/consents/components/nominee-section.tsx";
import { DownloadDataSection } from "../../features/data-export/components/download-data-section.tsx";
import { YouthSettingSection } from "../../features/experts/components/youth-setting-section.tsx";
import { AvailabilitySettingsSection } from "../../features/onboarding/components/availability-settings-section.tsx";
import { PackageOffersSection } from "../../features/packages/components/package-offers-section.tsx";
import { SafetyPlanSettingsSection } from "../../features/safety-plan/components/safety-plan-settings-section.tsx";
import { CareCheckInSection } from "../../features/settings/components/care-check-in-section.tsx";
import { LanguageSettingsSection } from "../../features/settings/components/language-settings-section.tsx";
import { NotificationSettingsSection } from "../../features/settings/components/notification-settings-section.tsx";
import { PrivacySettingsSection } from "../../features/settings/components/privacy-settings-section.tsx";
import { SettingsContents } from "../../features/settings/components/settings-contents.tsx";
import { YourDataSection } from "../../features/settings/components/your-data-section.tsx";
import { useShell } from "../layouts/app-shell.tsx";

export function SettingsScreen() {
  const shell = useShell();
  return (
    <div className="mx-auto flex w-full max-w-[640px] flex-col gap-4 px-3 py-4">
      <SettingsContents />
      <AvailabilitySettingsSection />
      <PackageOffersSection />
      <YouthSettingSection />
      <PrivacySettingsSection onEditProfile={shell.editProfile} />
      <LanguageSettingsSection />
      <NotificationSettingsSection />
      <CareCheckInSection />
      <SecuritySection />
      <SafetyPlanSettingsSection />
      <YourDataSection />
      <DownloadDataSection />
      <ConsentsSection />
      <NomineeSection />
      <DeleteAccountSection />
    </div>
  );
}
