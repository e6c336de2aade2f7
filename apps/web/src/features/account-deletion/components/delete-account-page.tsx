// Placeholder (issue 17): replaced by the deletion work.
export function DeleteAccountPage() {
  return <h1 className="p-4 text-xl font-bold text-ink">Delete my account</h1>;
}
