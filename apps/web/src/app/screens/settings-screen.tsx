// /settings (issue 17): one page for the member's account and data. Each section belongs to its own
// feature (features never import each other), so the page is put together here.
import { Link } from "react-router";
import { SettingsSection } from "../../components/layout/settings-section.tsx";
import { DeleteAccountSection } from "../../features/account-deletion/components/delete-account-section.tsx";
import { SecuritySection } from "../../features/account-security/components/security-section.tsx";
import { ConsentsSection } from "../../features/consents/components/consents-section.tsx";
import { NomineeSection } from "../../features/consents/components/nominee-section.tsx";
import { DownloadDataSection } from "../../features/data-export/components/download-data-section.tsx";
import { NotificationSettingsSection } from "../../features/settings/components/notification-settings-section.tsx";
import { PrivacySettingsSection } from "../../features/settings/components/privacy-settings-section.tsx";
import { useShell } from "../layouts/app-shell.tsx";

const CONTENTS = [
  ["privacy", "Profile and privacy"],
  ["notifications", "Notifications"],
  ["security", "Security"],
  ["your-data", "Your data and rights"],
] as const;

export function SettingsScreen() {
  const shell = useShell();
  return (
    <div className="mx-auto flex w-full max-w-[640px] flex-col gap-4 px-3 py-4">
      <h1 className="text-xl font-bold text-ink">Settings</h1>
      <nav aria-label="Settings sections">
        <ul className="flex flex-wrap gap-2 text-sm">
          {CONTENTS.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-3 text-brand-800"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PrivacySettingsSection onEditProfile={shell.editProfile} />
      <NotificationSettingsSection />
      <SecuritySection />
      <SettingsSection
        id="your-data"
        title="Your data and rights"
        description="Under India's Digital Personal Data Protection Act you can see, take away and erase what Saathi keeps about you, without writing to anyone."
      >
        <ul className="flex flex-col gap-1 text-sm">
          <li>
            <Link to="/safety-settings" className="inline-flex min-h-11 items-center text-brand-700 underline">
              Safety settings: sensitive themes, blocked and muted people
            </Link>
          </li>
          <li>
            <Link to="/grievances" className="inline-flex min-h-11 items-center text-brand-700 underline">
              Ask for something or raise a grievance
            </Link>
          </li>
          <li>
            <Link to="/privacy/privacyPolicy" className="inline-flex min-h-11 items-center text-brand-700 underline">
              How Saathi uses your data (privacy policy)
            </Link>
          </li>
        </ul>
      </SettingsSection>
      <DownloadDataSection />
      <ConsentsSection />
      <NomineeSection />
      <DeleteAccountSection />
    </div>
  );
}
