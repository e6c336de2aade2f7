import { greetingName } from "@saathi/contract/greeting";
import { formatCount } from "@saathi/contract/posts";
import { Heart } from "lucide-react";
import { useShell } from "../../../app/layouts/app-shell.tsx";
import { useSignOut } from "../../../app/layouts/use-sign-out.ts";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/session/get-me.ts";
import { timeAgo } from "../../../lib/time-ago.ts";

/** Left card on large screens: greeting, bio, counts, Edit Profile, Logout. */
export function ProfileCard() {
  const me = useMe();
  const shell = useShell();
  const signOut = useSignOut();
  const p = me.data?.profile;
  // Titles are skipped ('Dr. Asha Rao' is greeted as Asha, never 'Hi Dr!'), as in the phone header.
  const first = greetingName(p?.firstName, p?.displayName, me.data?.user?.name) || "there";
  return (
    <aside
      aria-label="Your profile"
      className="sticky top-24 hidden h-fit rounded-3xl border border-slate-200 bg-white p-5 lg:block"
    >
      <Avatar name={p?.displayName ?? first} url={p?.avatarUrl} size="lg" />
      <p className="mt-3 text-lg font-semibold text-ink">Hi {first}!</p>
      {p?.bio ? <p className="mt-1 text-sm text-muted">{p.bio}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
        <div className="rounded-2xl bg-brand-50 p-2">
          <dt className="text-xs text-muted">Followers</dt>
          <dd className="font-semibold text-ink">{shell.followers}</dd>
        </div>
        <div className="rounded-2xl bg-brand-50 p-2">
          <dt className="text-xs text-muted">Following</dt>
          <dd className="font-semibold text-ink">{shell.following}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-2">
        <Button variant="secondary" onClick={shell.editProfile}>
          Edit Profile
        </Button>
        <Button variant="ghost" onClick={signOut}>
          Logout
        </Button>
      </div>
    </aside>
  );
}

const NEWS: [title: string, hoursAgo: number, likes: number][] = [
  ["Tele-MANAS crosses a million calls: help is one number away", 2, 1840],
  ["Why a 10-minute walk can lift your mood for hours", 5, 926],
  ["Exam season: five ways parents can ease the pressure", 8, 1210],
  ["New mothers and the quiet weight of postpartum blues", 12, 774],
  ["Sleep and screens: what the latest research says", 20, 1532],
  ["Talking about feelings at work is getting easier in India", 26, 611],
  ["Breathing like a box: the 4-4-4-4 technique explained", 30, 2045],
];

/** Right card from 1280 px: seven headlines. */
export function NewsCard() {
  return (
    <aside
      aria-label="Saathi News"
      className="sticky top-24 hidden h-fit rounded-3xl border border-slate-200 bg-white p-5 xl:block"
    >
      <h2 className="font-semibold text-ink">Saathi News</h2>
      <ul className="mt-3 flex flex-col gap-3">
        {NEWS.map(([title, hours, likes]) => (
          <li key={title}>
            <p className="text-sm font-medium text-ink">{title}</p>
            <p className="mt-0.5 flex items-center gap-2 text-xs text-muted">
              {timeAgo(Date.now() - hours * 3_600_000)}
              <span className="inline-flex items-center gap-0.5">
                <Heart size={12} aria-hidden="true" /> {formatCount(likes)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-semibold text-brand-700">See more</p>
    </aside>
  );
}
