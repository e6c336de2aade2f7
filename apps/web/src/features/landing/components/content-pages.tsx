// The public pages the header and footer link to (spec §2: their content is not shown, so it is
// written here, honestly: what exists, what does not yet, and how to reach us).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { FEATURES } from "../landing-content.ts";
import { FeaturedExperts } from "./featured-experts.tsx";

const CONTACT_EMAIL = "care@saathi.example";

function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 text-ink [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}

const Join = () => (
  <p>
    <Link to="/auth?mode=signup" className={buttonClasses("primary")}>
      <Trans>Join Community</Trans>
    </Link>
  </p>
);

export function AboutPage() {
  const { t } = useLingui();
  return (
    <PublicPage title={t`About Saathi`}>
      <Prose>
        <p>
          <Trans>
            Saathi means companion. We are a small team building a mental and emotional wellness platform for India: a
            place where you can talk to people who understand, see a trusted counsellor, and find small tools for hard
            days, in your language and at your pace.
          </Trans>
        </p>
        <h2>
          <Trans>What we believe</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Asking for help is a strength, and it should be easy and affordable.</Trans>
          </li>
          <li>
            <Trans>
              What you share here is yours. Private profiles stay private; your test results are only yours.
            </Trans>
          </li>
          <li>
            <Trans>
              Screening tools help you notice; they are not a diagnosis. Our experts and your doctor are there for that.
            </Trans>
          </li>
        </ul>
        <h2>
          <Trans>Who is behind it</Trans>
        </h2>
        <p>
          <Trans>
            Engineers, designers and counsellors who have each sat on the other side of a hard day. Counsellors join
            through a four-step application and publish their fees and hours openly.
          </Trans>
        </p>
        <Join />
      </Prose>
    </PublicPage>
  );
}

export function ContactPage() {
  const { t } = useLingui();
  return (
    <PublicPage title={t`Contact us`}>
      <Prose>
        <p>
          <Trans>
            Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. A person reads every message and
            answers within two working days.
          </Trans>
        </p>
        <p>
          <Trans>
            For a booking or a payment, include the date of the session and the email you signed up with. Never send
            card numbers or passwords.
          </Trans>
        </p>
        <h2>
          <Trans>If you are in crisis</Trans>
        </h2>
        <p>
          <Trans>
            We are not an emergency service. In India, call Tele-MANAS at <a href="tel:14416">14416</a> (free, 24x7) or
            emergency services at <a href="tel:112">112</a>.
          </Trans>
        </p>
      </Prose>
    </PublicPage>
  );
}

// The privacy policy has its own file (it names the grievance officer from the server).
export { PrivacyPolicyPage } from "./privacy-policy-page.tsx";

function TermsBody() {
  return (
    <Prose>
      <p>
        <Trans>By using Saathi you agree to these terms. They are short on purpose.</Trans>
      </p>
      <h2>
        <Trans>Not an emergency service</Trans>
      </h2>
      <p>
        <Trans>
          Saathi is not for emergencies. If you may harm yourself or someone else, call Tele-MANAS{" "}
          <a href="tel:14416">14416</a> or <a href="tel:112">112</a> now.
        </Trans>
      </p>
      <h2>
        <Trans>Sessions and payments</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Sessions last one hour and are paid in advance in rupees, through our payment gateway.</Trans>
        </li>
        <li>
          <Trans>A session cancelled before it starts is refunded in full to the original payment method.</Trans>
        </li>
        <li>
          <Trans>Counsellors are independent professionals; they are not providing medical treatment.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Courses</Trans>
      </h2>
      <p>
        <Trans>A paid course is yours to revisit once bought. Free courses are open to every member.</Trans>
      </p>
      <h2>
        <Trans>Community</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Be kind. No harassment, hate, or content that encourages self-harm.</Trans>
        </li>
        <li>
          <Trans>Respect privacy: do not share what someone told you in a chat or a private profile.</Trans>
        </li>
        <li>
          <Trans>We may remove content or accounts that break these rules.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Screening tools</Trans>
      </h2>
      <p>
        <Trans>
          Self-assessments are screening, not diagnosis. Talk to a qualified professional about your results.
        </Trans>
      </p>
    </Prose>
  );
}

export function TermsPage() {
  const { t } = useLingui();
  return (
    <PublicPage title={t`Terms & Conditions`}>
      <TermsBody />
    </PublicPage>
  );
}

/** /terms_condition inside the app (signed in). */
export function MemberTermsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-24 pt-4">
      <h1 className="mb-4 text-2xl font-bold text-ink">
        <Trans>Terms & Conditions</Trans>
      </h1>
      <TermsBody />
    </div>
  );
}

const POSTS: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Why your body panics before a presentation`,
    text: msg`Anxiety, explained without jargon, and one breath that helps.`,
  },
  { title: msg`Talking to your parents about therapy`, text: msg`A few opening lines that worked for our members.` },
  { title: msg`Sleep when your mind will not stop`, text: msg`What the research says about worry and rest.` },
];

export function BlogPage() {
  const { t, i18n } = useLingui();
  return (
    <PublicPage title={t`Blog`} intro={t`Stories and practical notes from our counsellors and members.`}>
      <p className="mb-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
        <Trans>Our first articles are being written and reviewed by our counsellors. Here is what is coming.</Trans>
      </p>
      <ul className="flex flex-col gap-3">
        {POSTS.map((post) => (
          <li key={post.title.id} className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-ink">{i18n._(post.title)}</h2>
            <p className="mt-1 text-sm text-muted">{i18n._(post.text)}</p>
            <p className="mt-2 text-xs text-muted">
              <Trans>Coming soon</Trans>
            </p>
          </li>
        ))}
      </ul>
    </PublicPage>
  );
}

export function PartnershipsPage() {
  const { t } = useLingui();
  return (
    <PublicPage title={t`Partnerships`}>
      <Prose>
        <p>
          <Trans>
            We work with colleges, employers and NGOs who want the people they care for to have somewhere safe to turn.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Colleges: free self-help tools for students and sessions with counsellors who understand exam pressure.
            </Trans>
          </li>
          <li>
            <Trans>Employers: confidential sessions for teams; we never share who booked what.</Trans>
          </li>
          <li>
            <Trans>Counsellors: apply as a partner and set your own fees and hours.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, or{" "}
            <Link to="/expert/auth">apply as a counsellor</Link>.
          </Trans>
        </p>
      </Prose>
    </PublicPage>
  );
}

export function FeaturesPage() {
  const { t, i18n } = useLingui();
  return (
    <PublicPage title={t`Features`}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map((f) => (
          <li key={f.title.id} className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-ink">{i18n._(f.title)}</h2>
            <p className="mt-1 text-sm text-muted">{i18n._(f.text)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <Join />
      </div>
    </PublicPage>
  );
}

export function ExpertsPage() {
  const { t } = useLingui();
  return (
    <PublicPage title={t`Meet Our Experts`} intro={t`Sign in to see every counsellor, their free hours, and to book.`}>
      <div className="-mx-4">
        <FeaturedExperts />
      </div>
      <Join />
    </PublicPage>
  );
}
