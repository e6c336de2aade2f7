// Query keys of members' safety data, from one place: the member's own block and mute lists
// and sensitive themes (the safety menu and the settings panel), and their reports (the report dialog
// and "My reports").
export const safetyKeys = {
  all: ["safety"] as const,
  blocked: () => [...safetyKeys.all, "blocked"] as const,
  muted: () => [...safetyKeys.all, "muted"] as const,
  themes: () => [...safetyKeys.all, "themes"] as const,
  myReports: () => [...safetyKeys.all, "my-reports"] as const,
};
