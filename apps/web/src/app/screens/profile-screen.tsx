// /profile/:handle shows three features at once: the profile, the person's posts (feed) and a chat
// with them (chat). Features never import each other, so the screen is put together here.
import { ChatPane } from "../../features/chat/components/chat-pane.tsx";
import { PostSkeleton } from "../../features/feed/components/post-skeleton.tsx";
import { ProfilePosts } from "../../features/feed/components/profile-posts.tsx";
import { PublicProfilePage } from "../../features/profiles/components/public-profile-page.tsx";

export function ProfileScreen() {
  return (
    <PublicProfilePage
      loading={<PostSkeleton />}
      chat={(me, partner) => <ChatPane me={me} partner={partner} />}
      posts={(handle) => <ProfilePosts handle={handle} />}
    />
  );
}
