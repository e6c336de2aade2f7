// The words the server answers with in this module: catalog texts, English ids.

export const SETTINGS_SERVER_MSG = {
  noticesAboutYourAccountAre: "Notices about your account are always on.",
  profileNotFound: "Profile not found",
} as const;
