// The feed's left card filled from the signed-in frame: the counts and Edit Profile come from the shell's
// outlet context and Logout from its sign-out, both in app/, which the feed feature may not import.
import { ProfileCard } from "../../features/feed/components/feed-side-cards.tsx";
import { useShell } from "../layouts/app-shell.tsx";
import { useSignOut } from "../layouts/use-sign-out.ts";

export function FeedProfileCard() {
  const shell = useShell();
  const signOut = useSignOut();
  return (
    <ProfileCard
      followers={shell.followers}
      following={shell.following}
      onEditProfile={shell.editProfile}
      onSignOut={signOut}
    />
  );
}
