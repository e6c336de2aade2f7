// Who may fill in expert onboarding: only accounts registered as experts.

export const mayOnboard = (user: { role: string }) => user.role === "expert";
