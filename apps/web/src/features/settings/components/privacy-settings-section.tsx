// Placeholder (issue 17): replaced by the settings work.
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function PrivacySettingsSection(_props: { onEditProfile(): void }) {
  return (
    <SettingsSection id="privacy" title="Profile and privacy">
      <p className="text-sm text-muted">Loading…</p>
    </SettingsSection>
  );
}
