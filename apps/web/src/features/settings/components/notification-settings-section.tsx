// Placeholder (issue 17): replaced by the settings work.
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function NotificationSettingsSection() {
  return (
    <SettingsSection id="notifications" title="Notifications">
      <p className="text-sm text-muted">Loading…</p>
    </SettingsSection>
  );
}
