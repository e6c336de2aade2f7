// /feed (and the base of /expert/feed, expert-feed-screen.tsx): the feed with search's people search in its slot (features never import each other).
import { FeedPage } from "../../features/feed/components/feed-page.tsx";
import { UserSearch } from "../../features/search/components/user-search.tsx";
import { FeedProfileCard } from "./feed-profile-card.tsx";

export function FeedScreen() {
  return <FeedPage search={<UserSearch />} profileCard={<FeedProfileCard />} />;
}
