// /invite-friends: Invite & Earn. A member gets a personal link (/invite-friends?invite=CODE);
// a visitor who opens one signs up through /auth?invite=CODE and comes back here, where the invitation
// is accepted. When the friend has completed their profile, both get a paid wellness course, once.
import { Trans, useLingui } from "@lingui/react/macro";
import { INVITE_NEW_ACCOUNT_DAYS, INVITES_MSG, type MyInvites } from "@saathi/contract/invites";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PublicPage } from "../../../components/layout/public-page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useAcceptInvite } from "../api/accept-invite.ts";
import { useClaimInviteReward } from "../api/claim-invite-reward.ts";
import { useCreateInviteCode } from "../api/create-invite-code.ts";
import { useMyInvites } from "../api/get-my-invites.ts";

/** The link a friend opens: this page, with the code. */
export const inviteLinkFor = (code: string, origin = window.location.origin) =>
  `${origin}/invite-friends?invite=${encodeURIComponent(code)}`;

const courseLink = (id: string) => `/wellness/wellnessList/${id}`;

const errorText = (err: unknown, fallback: string) => (err instanceof ApiError ? tx(err.message) : fallback);

function HowItWorks() {
  const days = INVITE_NEW_ACCOUNT_DAYS;
  return (
    <ol className="list-decimal space-y-1 pl-5 text-ink">
      <li>
        <Trans>Share your personal link with a friend who could use a companion.</Trans>
      </li>
      <li>
        <Trans>They sign up with it, confirm their email and complete their profile within {days} days.</Trans>
      </li>
      <li>
        <Trans>You both get a paid wellness course, free. Each new account counts once.</Trans>
      </li>
    </ol>
  );
}

/** A visitor: what this is, and the way in (with the friend's code when they came through a link). */
function VisitorView({ invite }: { invite: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      {invite ? (
        <p className="rounded-2xl bg-brand-50 p-4 text-brand-800">
          <Trans>A friend invited you to Saathi. Sign up with this invitation and you both get a free course.</Trans>
        </p>
      ) : null}
      <HowItWorks />
      <Link
        to={invite ? `/auth?invite=${encodeURIComponent(invite)}` : "/auth"}
        className={`${buttonClasses()} self-start`}
      >
        {invite ? <Trans>Sign up with this invitation</Trans> : <Trans>Sign in to get your invite link</Trans>}
      </Link>
    </div>
  );
}

function MyLink({ code }: { code: string | null }) {
  const { t } = useLingui();
  const create = useCreateInviteCode();
  const fieldId = useId();
  // Public pages have no toaster: the answer to Copy is said next to the button (and read out).
  const [copied, setCopied] = useState("");
  if (!code)
    return (
      <div className="flex flex-col gap-2">
        {create.isError ? (
          <Alert>{errorText(create.error, t`We could not make your link. Please try again.`)}</Alert>
        ) : null}
        <Button
          className="self-start"
          busy={create.isPending}
          busyText={t`Making your link…`}
          onClick={() => create.mutate()}
        >
          <Trans>Get my invite link</Trans>
        </Button>
      </div>
    );
  const link = inviteLinkFor(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t`Link copied. Share it with a friend.`);
    } catch {
      setCopied(t`Copy did not work here: select the link and copy it.`);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        <Trans>Your invite link</Trans>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink"
        />
        <Button onClick={() => void copy()} className="shrink-0">
          <Trans>Copy link</Trans>
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-brand-800">
        {copied}
      </p>
    </div>
  );
}

/** The invitation this member joined through: waiting for the profile, rewarded, or not rewardable. */
function JoinedVia({ via }: { via: NonNullable<MyInvites["invitedBy"]> }) {
  const { t } = useLingui();
  const claim = useClaimInviteReward();
  const asked = useRef(false);
  const due = via.status === "joined" && via.profileComplete;
  // The profile was completed elsewhere: collect the rewards once, on arrival.
  useEffect(() => {
    if (due && !asked.current) {
      asked.current = true;
      claim.mutate();
    }
  }, [due, claim]);
  const inviter = via.person?.name ?? t`a Saathi member`;
  return (
    <section aria-labelledby="joined-via" className="rounded-2xl border border-brand-100 bg-white p-4">
      <h2 id="joined-via" className="font-semibold text-ink">
        <Trans>You joined through {inviter}'s invitation</Trans>
      </h2>
      {via.status === "rewarded" && via.course ? (
        <p className="mt-2 text-ink">
          <Trans>
            Your reward: <Link to={courseLink(via.course.id)}>{via.course.name}</Link>, free, yours to keep.
          </Trans>
        </p>
      ) : null}
      {via.status === "rewarded" && !via.course ? (
        <p className="mt-2 text-ink">
          <Trans>Thank you! You already own every paid course, so there was nothing more to add.</Trans>
        </p>
      ) : null}
      {via.status === "email_used" ? <p className="mt-2 text-ink">{tx(INVITES_MSG.emailUsed)}</p> : null}
      {via.status === "joined" && !via.profileComplete ? (
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-ink">
            <Trans>
              Complete your profile (your name, a username and a line about you), then come back here to collect your
              free course.
            </Trans>
          </p>
          <Link to="/feed" className={`${buttonClasses("secondary")} self-start`}>
            <Trans>Complete my profile</Trans>
          </Link>
        </div>
      ) : null}
      {due && claim.isPending ? (
        <p role="status" className="mt-2 text-muted">
          <Trans>Collecting your reward…</Trans>
        </p>
      ) : null}
      {claim.isError ? (
        <Alert>{errorText(claim.error, t`We could not collect your reward. Please try again.`)}</Alert>
      ) : null}
    </section>
  );
}

function Joined({ joined }: { joined: MyInvites["joined"] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="joined-list">
      <h2 id="joined-list" className="text-lg font-semibold text-ink">
        <Trans>Friends who joined</Trans>
      </h2>
      {joined.length === 0 ? (
        <p className="mt-2 text-muted">
          <Trans>No one has joined through your link yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {joined.map((j) => {
            const name = j.person?.name ?? t`A Saathi member`;
            const since = formatDate(j.joinedAt);
            return (
              <li key={j.joinedAt} className="rounded-2xl border border-slate-200 bg-white p-3">
                <p className="font-medium text-ink">{name}</p>
                <p className="text-xs text-muted">{t`Joined ${since}`}</p>
                <p className="mt-1 text-sm text-ink">
                  {j.status === "rewarded" && j.course ? (
                    <Trans>
                      You earned <Link to={courseLink(j.course.id)}>{j.course.name}</Link>.
                    </Trans>
                  ) : j.status === "rewarded" ? (
                    <Trans>Rewarded: you already own every paid course.</Trans>
                  ) : j.status === "joined" ? (
                    <Trans>Waiting for them to complete their profile.</Trans>
                  ) : (
                    <Trans>No reward: this email had earned one before.</Trans>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A member: accept the invitation they came with (once), their own link, and who joined. */
function MemberView({ invite }: { invite: string | null }) {
  const { t } = useLingui();
  const mine = useMyInvites(true);
  const accept = useAcceptInvite();
  const asked = useRef(false);
  const pending = Boolean(invite && mine.data && !mine.data.invitedBy);
  useEffect(() => {
    if (pending && invite && !asked.current) {
      asked.current = true;
      accept.mutate(invite);
    }
  }, [pending, invite, accept]);

  if (mine.isPending)
    return (
      <p role="status">
        <Trans>Loading your invitations…</Trans>
      </p>
    );
  if (mine.isError)
    return <Alert>{errorText(mine.error, t`We could not load your invitations. Please try again.`)}</Alert>;
  const data = mine.data;
  return (
    <div className="flex flex-col gap-8">
      {accept.isError ? <Alert>{errorText(accept.error, t`We could not accept this invitation.`)}</Alert> : null}
      {data.invitedBy ? <JoinedVia via={data.invitedBy} /> : null}
      <section aria-labelledby="my-link" className="flex flex-col gap-3">
        <h2 id="my-link" className="text-lg font-semibold text-ink">
          <Trans>Invite a friend</Trans>
        </h2>
        <HowItWorks />
        <MyLink code={data.code} />
      </section>
      <Joined joined={data.joined} />
    </div>
  );
}

export function InviteFriendsPage() {
  const { t } = useLingui();
  const me = useMe();
  const [params] = useSearchParams();
  const invite = params.get("invite")?.trim() || null;
  return (
    <PublicPage
      title={t`Invite & Earn Rewards`}
      intro={
        <Trans>Invite a friend who could use a companion; when they join, you both get a free wellness course.</Trans>
      }
    >
      {me.isPending ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : me.data?.user ? (
        <MemberView invite={invite} />
      ) : (
        <VisitorView invite={invite} />
      )}
    </PublicPage>
  );
}
