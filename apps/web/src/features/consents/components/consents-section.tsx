// Placeholder (issue 17): replaced by the consents work.
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function ConsentsSection() {
  return (
    <SettingsSection id="consents" title="Consents">
      <p className="text-sm text-muted">Loading…</p>
    </SettingsSection>
  );
}
