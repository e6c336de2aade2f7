// Query keys for the member's own block and mute lists and sensitive themes (issue 16). Shared:
// the safety menu (components/safety) and the settings panel both read and change them.
export const safetyKeys = {
  all: ["safety"] as const,
  blocked: () => [...safetyKeys.all, "blocked"] as const,
  muted: () => [...safetyKeys.all, "muted"] as const,
  themes: () => [...safetyKeys.all, "themes"] as const,
};
