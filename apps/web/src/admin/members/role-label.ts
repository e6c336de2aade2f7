// A staff or member account's role, in the words the console shows.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AdminMemberRow } from "@saathi/contract/admin-members";

export const ROLE_LABEL: Record<AdminMemberRow["role"], MessageDescriptor> = {
  users: msg`Member`,
  expert: msg`Expert`,
  admin: msg`Admin`,
  moderator: msg`Moderator`,
};
