// /feed (and the base of /expert/feed, expert-feed-screen.tsx): the feed with search's people search in its slot (features never import each other).
// A social sign-in without an age is asked it first (features/auth's age question).
// A member under 18 whose guardian has not consented yet sees why, and how to ask, in the banner slot.
import { AgeQuestion } from "../../features/auth/components/age-question.tsx";
import { FeedPage } from "../../features/feed/components/feed-page.tsx";
import { UserSearch } from "../../features/search/components/user-search.tsx";
import { GuardianNeeded } from "../../features/young-people/components/guardian-needed.tsx";
import { useAgeNeeded, useIsMinor } from "../../lib/api/session/get-me.ts";
import { FeedProfileCard } from "./feed-profile-card.tsx";

export function FeedScreen() {
  const minor = useIsMinor();
  const ageNeeded = useAgeNeeded();
  // A first Google or Microsoft sign-in gave no age: asked once, before the feed.
  if (ageNeeded) return <AgeQuestion />;
  return (
    <FeedPage search={<UserSearch />} banner={<GuardianNeeded minor={minor} />} profileCard={<FeedProfileCard />} />
  );
}
