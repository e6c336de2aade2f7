// The email that carries the answer to a member's grievance, in their language.

export const GRIEVANCE_EMAIL_MSG = {
  subject: "Saathi: an answer to your request {ticket}",
  text: "Your request {ticket} ({kind}) has been answered:\n\n{answer}\n\nYou can read it any time on the Grievances page in Saathi. If you are not satisfied, reply to {officer} or complain to the Data Protection Board of India.",
} as const;
