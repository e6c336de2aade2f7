// Role helpers without zod, so the first page a visitor loads does not carry the schema library.
import { ROLES, type Role } from "./constants.ts";

/** Role defaults to users unless the value is one of users, expert, admin or moderator. */
export function resolveRole(value: unknown): Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value) ? (value as Role) : "users";
}

/** Where a signed-in account lands after /, /auth or /expert/auth. */
export function homePathFor(role: unknown): "/expert/feed" | "/feed" {
  return resolveRole(role) === "expert" ? "/expert/feed" : "/feed";
}
