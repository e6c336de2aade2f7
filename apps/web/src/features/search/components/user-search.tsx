import { Trans, useLingui } from "@lingui/react/macro";
import { USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_MIN_CHARS } from "@saathi/contract/constants";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { searchUsers } from "../../../lib/api/users/search-users.ts";
import { searchKeys } from "../api/search-keys.ts";

/** The feed's member search: 2 characters and a 500 ms pause, then a dropdown of people. */
export function UserSearch() {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = q.length >= USER_SEARCH_MIN_CHARS;
  const results = useQuery({ queryKey: searchKeys.users(q), queryFn: ({ signal }) => searchUsers(q, signal), enabled });
  const open = enabled && text.trim().length >= USER_SEARCH_MIN_CHARS;

  return (
    <div className="relative">
      <label className="flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4">
        <Search size={18} className="text-muted" aria-hidden="true" />
        <span className="sr-only">
          <Trans>Search members</Trans>
        </span>
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Search for "feed" or "support group"`}
          aria-controls={open ? listId : undefined}
          aria-expanded={open}
          role="combobox"
          className="w-full bg-transparent text-sm outline-none"
        />
      </label>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t`Members found`}
          className="absolute inset-x-0 top-12 z-30 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          {results.isFetching && !results.data ? (
            <p className="px-3 py-2 text-sm text-muted">
              <Trans>Searching...</Trans>
            </p>
          ) : null}
          {results.isError ? (
            <p className="px-3 py-2 text-sm text-red-700">
              <Trans>Search failed</Trans>
            </p>
          ) : null}
          {results.data && results.data.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">
              <Trans>No users found</Trans>
            </p>
          ) : null}
          {results.data?.map((u) => (
            <Link
              key={u.userId}
              role="option"
              aria-selected="false"
              to={u.username ? `/profile/@${u.username}` : `/profile/${u.userId}`}
              className="flex items-center gap-3 rounded-xl px-3 py-2 hover:bg-brand-50"
              onClick={() => setText("")}
            >
              <Avatar name={u.displayName} url={u.avatarUrl} size="sm" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-ink">{u.displayName}</span>
                <span className="block truncate text-xs text-muted">{u.bio || t`No bio available`}</span>
              </span>
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
