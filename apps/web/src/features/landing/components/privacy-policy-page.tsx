// /privacy/privacyPolicy (issue 17): what Saathi keeps, why, and the rights India's Digital Personal
// Data Protection Act 2023 gives you, as the app really implements them. Keep it true: a change in
// what is stored or how a right works changes this page (and PRIVACY_VERSION).
import { PRIVACY_VERSION } from "@saathi/contract/consents";
import { Link } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { useGrievanceOfficer } from "../api/get-grievance-officer.ts";

function Officer() {
  const officer = useGrievanceOfficer();
  if (officer.isPending) return <p>Loading the grievance officer's details…</p>;
  if (officer.isError)
    return (
      <p>
        Our grievance officer's details could not be loaded just now. Signed-in members can always write to them on the{" "}
        <Link to="/grievances">Grievances</Link> page.
      </p>
    );
  return (
    <p>
      Grievance officer: <strong>{officer.data.name}</strong>,{" "}
      <a href={`mailto:${officer.data.email}`}>{officer.data.email}</a>.
    </p>
  );
}

export function PrivacyPolicyPage() {
  return (
    <PublicPage title="Privacy Policy">
      <div className="flex flex-col gap-4 text-ink [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6">
        <p className="text-sm text-muted">{`Version ${PRIVACY_VERSION}.`}</p>
        <p>
          This policy explains what Saathi keeps about you, why, and how you control it. In short: as little as we can,
          never sold, and everything can be taken away by you, without writing an email.
        </p>
        <h2>What we keep, and why</h2>
        <ul>
          <li>Your account: email or phone, name, username and the profile details you add, to run your account.</li>
          <li>
            What you share: posts and their images, comments, likes, follows and chats, so the people you share them
            with can see them.
          </li>
          <li>
            Bookings, payments, refunds and course purchases, to give you the session or course you paid for. Card
            details stay with the payment gateway.
          </li>
          <li>Notifications, your settings, and a sign-in history (kept one year) to help you spot a stranger.</li>
          <li>Reports you make and the moderation of what is reported, to keep the community safe.</li>
        </ul>
        <h2>Sensitive data: your journal and test results</h2>
        <p>
          Your self-assessment results (such as PHQ-9 and GAD-7) and journal entries say a lot about your health. We
          keep them in your account only if you agree to it separately, the first time you save one. Until then they are
          not stored, and the free tools keep your words in your browser only. No one else reads them: not experts and
          not our staff. You can withdraw this consent in <Link to="/settings#consents">Settings, Consents</Link> with
          one tap: your stored results and journal entries are then deleted at once.
        </p>
        <h2>What we do not do</h2>
        <ul>
          <li>We do not sell or rent your data, and we do not show advertising.</li>
          <li>Photos you upload are re-encoded and stripped of location data before anyone sees them.</li>
          <li>Video and voice sessions connect your browser directly to your counsellor's. We do not record them.</li>
        </ul>
        <h2>Your rights</h2>
        <ul>
          <li>
            A summary and a copy of your data: <Link to="/settings#download">Download my data</Link> builds a file with
            everything we hold about you, readable offline.
          </li>
          <li>Correction: edit your profile yourself, or ask us to correct anything else through a grievance.</li>
          <li>
            Erasure: <Link to="/settings/delete">Delete my account</Link>. For 7 days you can change your mind by
            signing in and choosing 'Keep my account'; after that everything personal is erased.
          </li>
          <li>Withdrawing consent, as easily as you gave it, in Settings.</li>
          <li>
            A nominee: name someone in <Link to="/settings#nominee">Settings</Link> who may use these rights for you if
            you die or cannot act yourself.
          </li>
          <li>
            A grievance: write to us on the <Link to="/grievances">Grievances</Link> page. You get a ticket number; we
            aim to answer within 7 days and always answer within 90 days.
          </li>
        </ul>
        <h2>What is kept after erasure, and why</h2>
        <p>
          Indian tax and accounting law requires us to keep records of payments, invoices, refunds and payouts for the
          legal period. These records are kept without your name, email or phone, under a pseudonym, and are used for
          nothing else. The record of what our staff did (the audit trail) is kept the same way. Everything else goes.
        </p>
        <h2>Grievance officer and the Data Protection Board</h2>
        <Officer />
        <p>
          If you are not satisfied with our answer, you may complain to the Data Protection Board of India, which hears
          complaints under the Digital Personal Data Protection Act 2023 through its online portal (dpb.gov.in).
        </p>
      </div>
    </PublicPage>
  );
}
