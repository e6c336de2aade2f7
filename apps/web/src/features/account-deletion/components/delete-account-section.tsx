import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";

/** /settings#delete: a short word and the way to /settings/delete, where the plan comes first. */
export function DeleteAccountSection() {
  const { t } = useLingui();
  return (
    <SettingsSection
      id="delete"
      title={t`Delete my account`}
      description={t`Erase your account and everything personal in it. You will see exactly what happens first, and you have 7 days to change your mind.`}
    >
      <Link to="/settings/delete" className={buttonClasses("secondary")}>
        <Trans>See what deleting my account does</Trans>
      </Link>
    </SettingsSection>
  );
}
