// Safety settings: sensitive themes, and the people I blocked or muted, each with undo.
// A small panel of its own, linked from /settings.
import { Trans, useLingui } from "@lingui/react/macro";
import { SENSITIVE_THEME_LABEL, SENSITIVE_THEMES, type SensitiveTheme } from "@saathi/contract/safety";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { safetyKeys } from "../../../lib/api/safety/safety-keys.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useBlocked } from "../api/get-blocked.ts";
import { useMuted } from "../api/get-muted.ts";
import { useSensitiveThemes } from "../api/get-sensitive-themes.ts";
import { setSensitiveThemes } from "../api/set-sensitive-themes.ts";
import { unblockEntry } from "../api/unblock-entry.ts";
import { unblockUser } from "../api/unblock-user.ts";
import { unmuteEntry } from "../api/unmute-entry.ts";
import { unmuteUser } from "../api/unmute-user.ts";

export function SafetySettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-[569px] flex-col gap-4 px-3 py-4">
      <h1 className="text-xl font-bold text-ink">
        <Trans>Safety settings</Trans>
      </h1>
      <ThemesPanel />
      <PeoplePanel kind="blocked" />
      <PeoplePanel kind="muted" />
    </div>
  );
}

function ThemesPanel() {
  const { t } = useLingui();
  const q = useSensitiveThemes();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const chosen = new Set<string>(q.data?.themes ?? []);
  const toggle = async (theme: SensitiveTheme) => {
    const before = q.data;
    const next = (chosen.has(theme) ? [...chosen].filter((x) => x !== theme) : [...chosen, theme]) as SensitiveTheme[];
    // The box ticks at once; a failure puts it back and says so.
    queryClient.setQueryData(safetyKeys.themes(), { themes: next });
    setBusy(true);
    try {
      queryClient.setQueryData(safetyKeys.themes(), await setSensitiveThemes({ themes: next }));
      // Posts already on screen collapse or open to match.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== safetyKeys.all[0] });
    } catch {
      queryClient.setQueryData(safetyKeys.themes(), before);
      toast(t`We couldn't save that just now. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="themes-heading" className="rounded-3xl border border-slate-200 bg-white p-5">
      <h2 id="themes-heading" className="font-semibold text-ink">
        <Trans>Sensitive themes</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Posts about the themes you choose arrive folded behind a gentle note. You can open each one when you feel
          ready.
        </Trans>
      </p>
      {q.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          <Trans>Your choices could not be loaded.</Trans>{" "}
          <button type="button" className="underline" onClick={() => q.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      <fieldset className="mt-3 flex flex-col gap-2" disabled={q.isLoading} aria-busy={busy}>
        <legend className="sr-only">
          <Trans>Themes to fold away</Trans>
        </legend>
        {SENSITIVE_THEMES.map((theme) => (
          <label
            key={theme}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 text-sm"
          >
            <input type="checkbox" checked={chosen.has(theme)} onChange={() => toggle(theme)} />
            {tx(SENSITIVE_THEME_LABEL[theme])}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

function PeoplePanel({ kind }: { kind: "blocked" | "muted" }) {
  const { t } = useLingui();
  const blocked = useBlocked();
  const muted = useMuted();
  const q = kind === "blocked" ? blocked : muted;
  const queryClient = useQueryClient();
  const title = kind === "blocked" ? t`Blocked people` : t`Muted people`;
  const noteOf = (i: NonNullable<typeof q.data>["items"][number]) => {
    if ("blockedAt" in i) {
      const date = formatDate(i.blockedAt);
      return t`Blocked ${date}`;
    }
    if (i.until) {
      const until = formatDate(i.until, {
        day: "numeric",
        month: "short",
        hour: "numeric",
        minute: "2-digit",
        hour12: true,
      });
      return t`Muted until ${until}`;
    }
    return t`Muted until you unmute`;
  };
  const circleName = (nickname: string) => t`${nickname} · from a support circle`;
  // Someone blocked or muted from a support circle is named by their room nickname alone (circles promise
  // nicknames only) and undone by the entry, never by who they are.
  const items = (q.data?.items ?? []).map((i) =>
    "circle" in i
      ? {
          key: i.circle.entryId,
          name: circleName(i.circle.nickname),
          avatarName: i.circle.nickname,
          avatar: null,
          note: noteOf(i),
          undo: () => (kind === "blocked" ? unblockEntry(i.circle.entryId) : unmuteEntry(i.circle.entryId)),
        }
      : {
          key: i.person.userId,
          name: i.person.displayName,
          avatarName: i.person.displayName,
          avatar: i.person.avatarUrl,
          note: noteOf(i),
          undo: () => (kind === "blocked" ? unblockUser(i.person.userId) : unmuteUser(i.person.userId)),
        },
  );
  const undo = async (run: () => Promise<unknown>, name: string) => {
    try {
      await run();
      toast(kind === "blocked" ? t`You unblocked ${name}.` : t`You unmuted ${name}.`);
      await queryClient.invalidateQueries();
    } catch {
      toast(t`That didn't work just now. Please try again.`);
    }
  };
  return (
    <section aria-labelledby={`${kind}-heading`} className="rounded-3xl border border-slate-200 bg-white p-5">
      <h2 id={`${kind}-heading`} className="font-semibold text-ink">
        {title}
      </h2>
      {q.isLoading ? <div className="mt-3 h-12 animate-pulse rounded-xl bg-slate-100" /> : null}
      {q.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          <Trans>This list could not be loaded.</Trans>{" "}
          <button type="button" className="underline" onClick={() => q.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {q.isSuccess && items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {kind === "blocked" ? (
            <Trans>
              You haven't blocked anyone. Use “More options” on a post, comment, message or profile if you need to.
            </Trans>
          ) : (
            <Trans>You haven't muted anyone.</Trans>
          )}
        </p>
      ) : null}
      <ul className="mt-2 flex flex-col divide-y divide-slate-100">
        {items.map(({ key, name, avatarName, avatar, note, undo: run }) => {
          return (
            <li key={key} className="flex items-center gap-3 py-2">
              <Avatar name={avatarName} url={avatar} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{name}</p>
                <p className="text-xs text-muted">{note}</p>
              </div>
              <Button
                variant="secondary"
                aria-label={kind === "blocked" ? t`Unblock ${name}` : t`Unmute ${name}`}
                onClick={() => undo(run, name)}
              >
                {kind === "blocked" ? <Trans>Unblock</Trans> : <Trans>Unmute</Trans>}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
