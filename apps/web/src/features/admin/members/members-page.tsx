// Placeholder: the helper that owns this section replaces this file.
export function MembersPage() {
  return <p>Members is being built.</p>;
}
