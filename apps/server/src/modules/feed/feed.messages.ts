// The words the server answers with in this module: catalog texts, English ids.

export const FEED_SERVER_MSG = {
  ownCommentsOnly: "You can only delete your own comments",
  postNotFound: "Post not found",
  theCommentYouRepliedTo: "The comment you replied to is gone",
  commentNotFound: "Comment not found",
  invalidPost: "Invalid post",
  imagesUnexpectedFileField: "images: unexpected file field",
  imageNotFound: "Image not found",
  ownPostsOnly: "You can only delete your own posts",
  thisAccountIsPrivateFollow: "This account is private. Follow to see their posts.",
  cannotMarkOwnPostHelpful: "You cannot mark your own post as helpful",
  cursorNotAValidPage: "cursor: not a valid page cursor",
} as const;
