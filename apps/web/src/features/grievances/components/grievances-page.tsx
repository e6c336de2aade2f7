// Placeholder (issue 17): replaced by the consents and grievances work.
export function GrievancesPage() {
  return <h1 className="p-4 text-xl font-bold text-ink">Grievances</h1>;
}
