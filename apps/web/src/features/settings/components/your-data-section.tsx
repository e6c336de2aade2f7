// /settings#your-data (DPDP Act): the member's rights in one place, with the ways to them.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";

export function YourDataSection() {
  const { t } = useLingui();
  return (
    <SettingsSection
      id="your-data"
      title={t`Your data and rights`}
      description={t`Under India's Digital Personal Data Protection Act you can see, take away and erase what Saathi keeps about you, without writing to anyone.`}
    >
      <ul className="flex flex-col gap-1 text-sm">
        <li>
          <Link to="/safety-settings" className="inline-flex min-h-11 items-center text-brand-700 underline">
            <Trans>Safety settings: sensitive themes, blocked and muted people</Trans>
          </Link>
        </li>
        <li>
          <Link to="/grievances" className="inline-flex min-h-11 items-center text-brand-700 underline">
            <Trans>Ask for something or raise a grievance</Trans>
          </Link>
        </li>
        <li>
          <Link to="/privacy/privacyPolicy" className="inline-flex min-h-11 items-center text-brand-700 underline">
            <Trans>How Saathi uses your data (privacy policy)</Trans>
          </Link>
        </li>
      </ul>
    </SettingsSection>
  );
}
