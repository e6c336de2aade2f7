// /settings#safety-plan: the way to the member's safety plan and trusted contact from settings.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";

export function SafetyPlanSettingsSection() {
  const { t } = useLingui();
  return (
    <SettingsSection
      id="safety-plan"
      title={t`My safety plan`}
      description={t`Your own plan for hard moments, and one trusted person Saathi can message when you ask.`}
    >
      <Link to="/safety-plan" className={buttonClasses("secondary")}>
        <Trans>Open my safety plan</Trans>
      </Link>
    </SettingsSection>
  );
}
