import type { AdminMemberDetail } from "@saathi/contract/admin-members";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { membersKeys } from "./members-keys.ts";

/** GET /api/admin/members/:id: account facts, bookings and reports (never chats, assessments or journal). */
export const getMember = (id: string, signal?: AbortSignal) =>
  adminGet<AdminMemberDetail>(`members/${id}`, undefined, signal);

export const memberQueryOptions = (id: string) => ({
  queryKey: membersKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getMember(id, signal),
});

export const useMember = (id: string) => useQuery(memberQueryOptions(id));
