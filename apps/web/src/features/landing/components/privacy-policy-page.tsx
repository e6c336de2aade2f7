// /privacy/privacyPolicy: what Saathi keeps, why, and the rights India's Digital Personal
// Data Protection Act 2023 gives you, as the app really implements them. Keep it true: a change in
// what is stored or how a right works changes this page (and PRIVACY_VERSION).
import { Trans, useLingui } from "@lingui/react/macro";
import { PRIVACY_VERSION } from "@saathi/contract/consents";
import { Link } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { useGrievanceOfficer } from "../api/get-grievance-officer.ts";

function Officer() {
  const officer = useGrievanceOfficer();
  if (officer.isPending)
    return (
      <p>
        <Trans>Loading the grievance officer's details…</Trans>
      </p>
    );
  if (officer.isError)
    return (
      <p>
        <Trans>
          Our grievance officer's details could not be loaded just now. Signed-in members can always write to them on
          the <Link to="/grievances">Grievances</Link> page.
        </Trans>
      </p>
    );
  const { name, email } = officer.data;
  return (
    <p>
      <Trans>
        Grievance officer: <strong>{name}</strong>, <a href={`mailto:${email}`}>{email}</a>.
      </Trans>
    </p>
  );
}

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  const version = PRIVACY_VERSION;
  return (
    <PublicPage title={t`Privacy Policy`}>
      <div className="flex flex-col gap-4 text-ink [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6">
        <p className="text-sm text-muted">{t`Version ${version}.`}</p>
        <p>
          <Trans>
            This policy explains what Saathi keeps about you, why, and how you control it. In short: as little as we
            can, never sold, and everything can be taken away by you, without writing an email.
          </Trans>
        </p>
        <h2>
          <Trans>What we keep, and why</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Your account: email or phone, name, username and the profile details you add, to run your account.
            </Trans>
          </li>
          <li>
            <Trans>
              What you share: posts and their images, comments, likes, follows and chats, so the people you share them
              with can see them.
            </Trans>
          </li>
          <li>
            <Trans>
              Bookings, payments, refunds and course purchases, to give you the session or course you paid for. Card
              details stay with the payment gateway.
            </Trans>
          </li>
          <li>
            <Trans>
              Notifications, your settings, and a sign-in history (kept one year) to help you spot a stranger.
            </Trans>
          </li>
          <li>
            <Trans>Reports you make and the moderation of what is reported, to keep the community safe.</Trans>
          </li>
        </ul>
        <h2>
          <Trans>Sensitive data: your journal and test results</Trans>
        </h2>
        <p>
          <Trans>
            Your self-assessment results (such as PHQ-9 and GAD-7) and journal entries say a lot about your health. We
            keep them in your account only if you agree to it separately, the first time you save one. Until then they
            are not stored, and the free tools keep your words in your browser only. No one else reads them: not experts
            and not our staff. You can withdraw this consent in <Link to="/settings#consents">Settings, Consents</Link>{" "}
            with one tap: your stored results and journal entries are then deleted at once.
          </Trans>
        </p>
        <h2>
          <Trans>What we do not do</Trans>
        </h2>
        <ul>
          <li>
            <Trans>We do not sell or rent your data, and we do not show advertising.</Trans>
          </li>
          <li>
            <Trans>Photos you upload are re-encoded and stripped of location data before anyone sees them.</Trans>
          </li>
          <li>
            <Trans>
              Video and voice sessions connect your browser directly to your counsellor's. We do not record them.
            </Trans>
          </li>
        </ul>
        <h2>
          <Trans>Your rights</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              A summary and a copy of your data: <Link to="/settings#download">Download my data</Link> builds a file
              with everything we hold about you, readable offline.
            </Trans>
          </li>
          <li>
            <Trans>
              Correction: edit your profile yourself, or ask us to correct anything else through a grievance.
            </Trans>
          </li>
          <li>
            <Trans>
              Erasure: <Link to="/settings/delete">Delete my account</Link>. For 7 days you can change your mind by
              signing in and choosing 'Keep my account'; after that everything personal is erased.
            </Trans>
          </li>
          <li>
            <Trans>Withdrawing consent, as easily as you gave it, in Settings.</Trans>
          </li>
          <li>
            <Trans>
              A nominee: name someone in <Link to="/settings#nominee">Settings</Link> who may use these rights for you
              if you die or cannot act yourself.
            </Trans>
          </li>
          <li>
            <Trans>
              A grievance: write to us on the <Link to="/grievances">Grievances</Link> page. You get a ticket number; we
              aim to answer within 7 days and always answer within 90 days.
            </Trans>
          </li>
        </ul>
        <h2>
          <Trans>What is kept after erasure, and why</Trans>
        </h2>
        <p>
          <Trans>
            Indian tax and accounting law requires us to keep records of payments, invoices, refunds and payouts for the
            legal period. These records are kept without your name, email or phone, under a pseudonym, and are used for
            nothing else. The record of what our staff did (the audit trail) is kept the same way. Everything else goes.
          </Trans>
        </p>
        <h2>
          <Trans>Grievance officer and the Data Protection Board</Trans>
        </h2>
        <Officer />
        <p>
          <Trans>
            If you are not satisfied with our answer, you may complain to the Data Protection Board of India, which
            hears complaints under the Digital Personal Data Protection Act 2023 through its online portal (dpb.gov.in).
          </Trans>
        </p>
      </div>
    </PublicPage>
  );
}
