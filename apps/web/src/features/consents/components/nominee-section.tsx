// Placeholder (issue 17): replaced by the consents work.
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function NomineeSection() {
  return (
    <SettingsSection id="nominee" title="Nominee">
      <p className="text-sm text-muted">Loading…</p>
    </SettingsSection>
  );
}
