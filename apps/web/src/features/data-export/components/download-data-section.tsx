// Placeholder (issue 17): replaced by the export work.
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function DownloadDataSection() {
  return (
    <SettingsSection id="download" title="Download my data">
      <p className="text-sm text-muted">Loading…</p>
    </SettingsSection>
  );
}
