// The words the server answers with in this module: catalog texts, English ids.

export const EXPERTS_SERVER_MSG = {
  youCannotFavouriteYourself: "You cannot favourite yourself.",
  onlyExperts: "Only experts choose whether they work with young people.",
} as const;
