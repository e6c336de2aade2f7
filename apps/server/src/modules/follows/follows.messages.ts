// The words the server answers with in this module: catalog texts, English ids.

export const FOLLOWS_SERVER_MSG = {
  thereIsNoFollowRequest: "There is no follow request from this member",
} as const;
