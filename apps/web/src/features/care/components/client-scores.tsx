// Owned by the scores helper; a stub so this branch compiles (the lead takes their version at merge).
export function ClientScores(_: { linkId: string }) {
  return null;
}
