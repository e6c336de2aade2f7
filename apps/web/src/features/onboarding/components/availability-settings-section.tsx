import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";

/** /settings#availability, for experts only: the way to their weekly hours and time off (decision 033). */
export function AvailabilitySettingsSection() {
  const { t } = useLingui();
  if (useMe().data?.user?.role !== "expert") return null;
  return (
    <SettingsSection
      id="availability"
      title={t`My availability`}
      description={<Trans>Your weekly hours and time off (leave, holidays). Booked sessions stay protected.</Trans>}
    >
      <Link to="/expert/availability" className={buttonClasses("secondary")}>
        <Trans>Change my availability</Trans>
      </Link>
    </SettingsSection>
  );
}
