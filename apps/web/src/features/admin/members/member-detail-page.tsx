// Placeholder: the helper that owns this section replaces this file.
export function MemberDetailPage() {
  return <p>The member page is being built.</p>;
}
