// Who may fill in expert onboarding: only accounts registered as experts. Who may read an
// application's documents: the expert who uploaded them, and admins.

export const mayOnboard = (user: { role: string }) => user.role === "expert";

/** Application documents are readable only by their expert and by staff; anyone else hears 404. */
export const mayReadDocument = (viewer: { id: string; role: string }, doc: { expertId: string }) =>
  viewer.id === doc.expertId || viewer.role === "admin";
