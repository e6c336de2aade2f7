import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { greetingName } from "@saathi/contract/greeting";
import { formatCount } from "@saathi/contract/post-text";
import { Heart } from "lucide-react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { timeAgo } from "../../../lib/time-ago.ts";

/** What the signed-in frame (app/) knows and does for the card: a feature never imports app/. */
export interface ProfileCardProps {
  followers: number;
  following: number;
  onEditProfile(): void;
  onSignOut(): void;
}

/** Left card on large screens: greeting, bio, counts, Edit Profile, Logout. */
export function ProfileCard({ followers, following, onEditProfile, onSignOut }: ProfileCardProps) {
  const { t } = useLingui();
  const me = useMe();
  const p = me.data?.profile;
  // Titles are skipped ('Dr. Asha Rao' is greeted as Asha, never 'Hi Dr!'), as in the phone header.
  const first = greetingName(p?.firstName, p?.displayName, me.data?.user?.name) || t`there`;
  return (
    <aside
      aria-label={t`Your profile`}
      className="sticky top-24 hidden h-fit rounded-3xl border border-slate-200 bg-white p-5 lg:block"
    >
      <Avatar name={p?.displayName ?? first} url={p?.avatarUrl} size="lg" />
      <p className="mt-3 text-lg font-semibold text-ink">
        <Trans>Hi {first}!</Trans>
      </p>
      {p?.bio ? <p className="mt-1 text-sm text-muted">{p.bio}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
        <div className="rounded-2xl bg-brand-50 p-2">
          <dt className="text-xs text-muted">
            <Trans>Followers</Trans>
          </dt>
          <dd className="font-semibold text-ink">{followers}</dd>
        </div>
        <div className="rounded-2xl bg-brand-50 p-2">
          <dt className="text-xs text-muted">
            <Trans>Following</Trans>
          </dt>
          <dd className="font-semibold text-ink">{following}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-2">
        <Button variant="secondary" onClick={onEditProfile}>
          <Trans>Edit Profile</Trans>
        </Button>
        <Button variant="ghost" onClick={onSignOut}>
          <Trans>Logout</Trans>
        </Button>
      </div>
    </aside>
  );
}

const NEWS: [title: MessageDescriptor, hoursAgo: number, likes: number][] = [
  [msg`Tele-MANAS crosses a million calls: help is one number away`, 2, 1840],
  [msg`Why a 10-minute walk can lift your mood for hours`, 5, 926],
  [msg`Exam season: five ways parents can ease the pressure`, 8, 1210],
  [msg`New mothers and the quiet weight of postpartum blues`, 12, 774],
  [msg`Sleep and screens: what the latest research says`, 20, 1532],
  [msg`Talking about feelings at work is getting easier in India`, 26, 611],
  [msg`Breathing like a box: the 4-4-4-4 technique explained`, 30, 2045],
];

/** Right card from 1280 px: seven headlines. */
export function NewsCard() {
  const { t, i18n } = useLingui();
  return (
    <aside
      aria-label={t`Saathi News`}
      className="sticky top-24 hidden h-fit rounded-3xl border border-slate-200 bg-white p-5 xl:block"
    >
      <h2 className="font-semibold text-ink">
        <Trans>Saathi News</Trans>
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {NEWS.map(([title, hours, likes]) => (
          <li key={title.id}>
            <p className="text-sm font-medium text-ink">{i18n._(title)}</p>
            <p className="mt-0.5 flex items-center gap-2 text-xs text-muted">
              {timeAgo(Date.now() - hours * 3_600_000)}
              <span className="inline-flex items-center gap-0.5">
                <Heart size={12} aria-hidden="true" /> {formatCount(likes)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-semibold text-brand-700">
        <Trans>See more</Trans>
      </p>
    </aside>
  );
}
