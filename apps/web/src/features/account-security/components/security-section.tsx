// Placeholder (issue 17): replaced by the security work.
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function SecuritySection() {
  return (
    <SettingsSection id="security" title="Security">
      <p className="text-sm text-muted">Loading…</p>
    </SettingsSection>
  );
}
