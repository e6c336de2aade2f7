import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Lock, MessageCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { SafetyMenu } from "../../../components/safety/safety-menu.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useProfile } from "../api/get-profile.ts";
import { FollowControls } from "./follow-controls.tsx";

// Shown when the member has chosen none (descriptors: each is shown in the language of the moment).
const DEFAULT_TOPICS: MessageDescriptor[] = [msg`Depression`, msg`Anxiety`];
const DEFAULT_LANGUAGES: MessageDescriptor[] = [msg`English`, msg`Hindi`, msg`Marathi`];

/** The person the 'Chat' button opens a conversation with. */
export interface ChatPartner {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
}

/**
 * Slots for what other features show on a profile: app/screens/profile-screen.tsx fills them
 * (posts from feed, the chat pane from chat), so this feature imports neither.
 */
export interface PublicProfileSlots {
  /** Shown while the profile loads. */
  loading: ReactNode;
  /** The chat with this person, under the profile while 'Chat' is on. */
  chat(me: string, partner: ChatPartner): ReactNode;
  /** This person's posts, shown when the viewer may see their content. */
  posts(handle: string): ReactNode;
}

/** /profile/@{username} or /profile/{userId}: 'Discuss with Peers'. */
export function PublicProfilePage({ loading, chat, posts }: PublicProfileSlots) {
  const { t, i18n } = useLingui();
  const { handle = "" } = useParams();
  const navigate = useNavigate();
  const profile = useProfile(handle);
  const myId = useMe().data?.user?.id;
  const [chatting, setChatting] = useState(false);
  const p = profile.data;

  if (profile.isLoading) {
    return <div className="mx-auto max-w-[569px] px-3 py-6">{loading}</div>;
  }
  if (profile.isError || !p) {
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">
          {notFound ? t`Profile Not Found` : t`The requested profile could not be loaded.`}
        </h1>
        <p className="text-muted">
          {notFound ? t`This member may have changed their username.` : t`Please check your connection and try again.`}
        </p>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <Trans>Go Back</Trans>
        </Button>
      </section>
    );
  }

  const topics = (p.categories.length ? p.categories.map((c) => c.name) : DEFAULT_TOPICS.map((d) => i18n._(d))).slice(
    0,
    2,
  );
  const languages = p.languages.length ? p.languages : DEFAULT_LANGUAGES.map((d) => i18n._(d));
  const canChat = p.canSeeContent && !p.relationship.isSelf;

  return (
    <div className="mx-auto flex w-full max-w-[569px] flex-col gap-4 px-3 py-4">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => navigate(-1)}
          aria-label={t`Back`}
          className="rounded-full p-2 hover:bg-slate-100"
        >
          <ArrowLeft size={20} />
        </button>
        <h1 className="text-lg font-semibold text-ink">
          <Trans>Discuss with Peers</Trans>
        </h1>
      </div>
      <section className="rounded-3xl border border-slate-200 bg-white p-5" aria-label={t`Profile`}>
        <div className="flex items-start gap-4">
          <Avatar name={p.displayName} url={p.avatarUrl} size="lg" />
          <div className="min-w-0 flex-1">
            <h2 className="flex items-center gap-1 text-xl font-bold text-ink">
              {p.displayName} {p.isPrivate ? <Lock size={16} aria-label={t`Private account`} /> : null}
            </h2>
            {p.username ? <p className="text-sm text-muted">@{p.username}</p> : null}
            <p className="mt-1 text-sm text-muted">
              <Trans>
                <span className="font-semibold text-ink">{p.stats.followers}</span> Followers ·{" "}
                <span className="font-semibold text-ink">{p.stats.following}</span> Following
              </Trans>
            </p>
          </div>
          {!p.relationship.isSelf ? (
            <SafetyMenu
              target={{ type: "profile", id: p.userId }}
              person={{ userId: p.userId, name: p.displayName }}
              onBlocked={() => navigate("/feed", { replace: true })}
            />
          ) : null}
        </div>
        {p.bio ? <p className="mt-3 text-sm text-ink">{p.bio}</p> : null}
        <div className="mt-3 flex flex-wrap gap-2 text-xs">
          {topics.map((topic) => (
            <span key={topic} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
              <Trans>Gone Through: {topic}</Trans>
            </span>
          ))}
          {languages.map((l) => (
            <span key={l} className="rounded-full bg-slate-100 px-3 py-1 text-ink">
              {l}
            </span>
          ))}
        </div>
        {!p.relationship.isSelf ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <FollowControls profile={p} />
            <Button
              variant="secondary"
              disabled={!canChat}
              aria-expanded={chatting}
              onClick={() => setChatting((c) => !c)}
            >
              <MessageCircle size={16} aria-hidden="true" /> {canChat ? t`Chat` : t`Follow to Chat`}
            </Button>
          </div>
        ) : null}
      </section>
      {chatting && canChat && myId ? (
        <div className="flex h-[480px] flex-col">
          {chat(myId, { userId: p.userId, name: p.displayName, username: p.username, avatar: p.avatarUrl })}
        </div>
      ) : null}
      {p.canSeeContent ? (
        <>
          {p.story ? (
            <section className="rounded-3xl border border-slate-200 bg-white p-5">
              <h2 className="font-semibold text-ink">
                <Trans>Story</Trans>
              </h2>
              <p className="mt-2 whitespace-pre-wrap text-sm text-ink">{p.story}</p>
            </section>
          ) : null}
          {posts(handle)}
        </>
      ) : (
        <p className="flex items-center gap-2 rounded-3xl border border-dashed border-slate-300 p-6 text-sm text-muted">
          <Lock size={16} aria-hidden="true" />{" "}
          <Trans>This account is private. Follow to see their story and posts.</Trans>
        </p>
      )}
    </div>
  );
}
