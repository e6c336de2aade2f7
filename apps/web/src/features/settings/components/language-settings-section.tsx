// /settings#language: English or हिन्दी, shown at once and kept in the member's profile,
// so every device, email and SMS follows the choice.
import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageSwitch } from "../../../components/i18n/language-switch.tsx";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function LanguageSettingsSection() {
  const { t } = useLingui();
  return (
    <SettingsSection
      id="language"
      title={t`Language and region`}
      description={
        <Trans>
          Choose the language Saathi speaks to you in. Emails and SMS from Saathi follow this choice too, on every
          device you use.
        </Trans>
      }
    >
      <LanguageSwitch />
    </SettingsSection>
  );
}
