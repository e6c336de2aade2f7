// /expert/feed: the feed, with people search in its slot and the expert's application state on top
// (under review, changes requested, approved, rejected). Features never import each other.
import { FeedPage } from "../../features/feed/components/feed-page.tsx";
import { ExpertApplicationBanner } from "../../features/onboarding/components/application-status.tsx";
import { UserSearch } from "../../features/search/components/user-search.tsx";
import { FeedProfileCard } from "./feed-profile-card.tsx";

export function ExpertFeedScreen() {
  return <FeedPage search={<UserSearch />} profileCard={<FeedProfileCard />} banner={<ExpertApplicationBanner />} />;
}
