// The public pages the header and footer link to (spec §2: their content is not shown, so it is
// written here, honestly: what exists, what does not yet, and how to reach us).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { FEATURES, FREE_TOOLS } from "../landing-content.ts";
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
    <Link to="/auth" className={buttonClasses("primary")}>
      Join Community
    </Link>
  </p>
);

export function AboutPage() {
  return (
    <PublicPage title="About Saathi">
      <Prose>
        <p>
          Saathi means companion. We are a small team building a mental and emotional wellness platform for India: a
          place where you can talk to people who understand, see a trusted counsellor, and find small tools for hard
          days, in your language and at your pace.
        </p>
        <h2>What we believe</h2>
        <ul>
          <li>Asking for help is a strength, and it should be easy and affordable.</li>
          <li>What you share here is yours. Private profiles stay private; your test results are only yours.</li>
          <li>
            Screening tools help you notice; they are not a diagnosis. Our experts and your doctor are there for that.
          </li>
        </ul>
        <h2>Who is behind it</h2>
        <p>
          Engineers, designers and counsellors who have each sat on the other side of a hard day. Counsellors join
          through a four-step application and publish their fees and hours openly.
        </p>
        <Join />
      </Prose>
    </PublicPage>
  );
}

export function ContactPage() {
  return (
    <PublicPage title="Contact us">
      <Prose>
        <p>
          Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. A person reads every message and
          answers within two working days.
        </p>
        <p>
          For a booking or a payment, include the date of the session and the email you signed up with. Never send card
          numbers or passwords.
        </p>
        <h2>If you are in crisis</h2>
        <p>
          We are not an emergency service. In India, call Tele-MANAS at <a href="tel:14416">14416</a> (free, 24x7) or
          emergency services at <a href="tel:112">112</a>.
        </p>
      </Prose>
    </PublicPage>
  );
}

// Issue 17: the privacy policy has its own file (it names the grievance officer from the server).
export { PrivacyPolicyPage } from "./privacy-policy-page.tsx";

function TermsBody() {
  return (
    <Prose>
      <p>By using Saathi you agree to these terms. They are short on purpose.</p>
      <h2>Not an emergency service</h2>
      <p>
        Saathi is not for emergencies. If you may harm yourself or someone else, call Tele-MANAS{" "}
        <a href="tel:14416">14416</a> or <a href="tel:112">112</a> now.
      </p>
      <h2>Sessions and payments</h2>
      <ul>
        <li>Sessions last one hour and are paid in advance in rupees, through our payment gateway.</li>
        <li>A session cancelled before it starts is refunded in full to the original payment method.</li>
        <li>Counsellors are independent professionals; they are not providing medical treatment.</li>
      </ul>
      <h2>Courses</h2>
      <p>A paid course is yours to revisit once bought. Free courses are open to every member.</p>
      <h2>Community</h2>
      <ul>
        <li>Be kind. No harassment, hate, or content that encourages self-harm.</li>
        <li>Respect privacy: do not share what someone told you in a chat or a private profile.</li>
        <li>We may remove content or accounts that break these rules.</li>
      </ul>
      <h2>Screening tools</h2>
      <p>Self-assessments are screening, not diagnosis. Talk to a qualified professional about your results.</p>
    </Prose>
  );
}

export function TermsPage() {
  return (
    <PublicPage title="Terms & Conditions">
      <TermsBody />
    </PublicPage>
  );
}

/** /terms_condition inside the app (signed in). */
export function MemberTermsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-24 pt-4">
      <h1 className="mb-4 text-2xl font-bold text-ink">Terms & Conditions</h1>
      <TermsBody />
    </div>
  );
}

export function BlogPage() {
  const posts = [
    ["Why your body panics before a presentation", "Anxiety, explained without jargon, and one breath that helps."],
    ["Talking to your parents about therapy", "A few opening lines that worked for our members."],
    ["Sleep when your mind will not stop", "What the research says about worry and rest."],
  ];
  return (
    <PublicPage title="Blog" intro="Stories and practical notes from our counsellors and members.">
      <p className="mb-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
        Our first articles are being written and reviewed by our counsellors. Here is what is coming.
      </p>
      <ul className="flex flex-col gap-3">
        {posts.map(([title, text]) => (
          <li key={title} className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-ink">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
            <p className="mt-2 text-xs text-muted">Coming soon</p>
          </li>
        ))}
      </ul>
    </PublicPage>
  );
}

export function PartnershipsPage() {
  return (
    <PublicPage title="Partnerships">
      <Prose>
        <p>
          We work with colleges, employers and NGOs who want the people they care for to have somewhere safe to turn.
        </p>
        <ul>
          <li>
            Colleges: free self-help tools for students and sessions with counsellors who understand exam pressure.
          </li>
          <li>Employers: confidential sessions for teams; we never share who booked what.</li>
          <li>Counsellors: apply as a partner and set your own fees and hours.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, or{" "}
          <Link to="/expert/auth">apply as a counsellor</Link>.
        </p>
      </Prose>
    </PublicPage>
  );
}

export function FeaturesPage() {
  return (
    <PublicPage title="Features">
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map((f) => (
          <li key={f.title} className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-ink">{f.title}</h2>
            <p className="mt-1 text-sm text-muted">{f.text}</p>
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
  return (
    <PublicPage title="Meet Our Experts" intro="Sign in to see every counsellor, their free hours, and to book.">
      <div className="-mx-4">
        <FeaturedExperts />
      </div>
      <Join />
    </PublicPage>
  );
}

/** Community and challenge pages that are not built yet say so, and point to what works today. */
function Upcoming({ title, text }: { title: string; text: string }) {
  return (
    <PublicPage title={title}>
      <Prose>
        <p>{text}</p>
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
          This is not open yet. We would rather tell you than show an empty page. Meanwhile, these work today:
        </p>
        <ul>
          {FREE_TOOLS.map((t) => (
            <li key={t.to}>
              <Link to={t.to}>{t.title}</Link>
            </li>
          ))}
        </ul>
      </Prose>
    </PublicPage>
  );
}

export const UpliftFeedPage = () => (
  <Upcoming
    title="Uplift Feed"
    text="A public feed of small wins and kind words from our community, moderated by people."
  />
);
export const InviteFriendsPage = () => (
  <Upcoming
    title="Invite & Earn Rewards"
    text="Invite a friend who could use a companion; when they join, you both get a free wellness course."
  />
);
export const AnxietyChallengePage = () => (
  <Upcoming
    title="5-Day Anxiety Challenge"
    text="Five days, one small practice a day: breathing, grounding, worry time, movement and reaching out."
  />
);
export const DailyWellnessPage = () => (
  <Upcoming title="Daily Wellness Broadcast" text="A short daily message and practice from one of our counsellors." />
);
