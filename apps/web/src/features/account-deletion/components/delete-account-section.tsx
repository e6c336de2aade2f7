// Placeholder (issue 17): replaced by the deletion work.
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function DeleteAccountSection() {
  return (
    <SettingsSection id="delete" title="Delete my account">
      <p className="text-sm text-muted">Loading…</p>
    </SettingsSection>
  );
}
