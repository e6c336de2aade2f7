// The feed: posts (with private images), comments and likes, all through the write check.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { FollowsService } from "../follows/follows.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PublicProfileService } from "../profiles/public-profile.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createCommentsRepository } from "./comments.repository.ts";
import { createCommentsService } from "./comments.service.ts";
import { feedRoutes } from "./feed.routes.ts";
import { createLikesRepository } from "./likes.repository.ts";
import { createPostImagesService } from "./post-images.service.ts";
import { createPostsRepository } from "./posts.repository.ts";
import { createPostsService } from "./posts.service.ts";

export async function createFeedModule(
  d: Pick<Platform, "db" | "session" | "storage" | "publisher" | "log"> & {
    publicProfiles: PublicProfileService;
    follows: FollowsService;
    writeCheck: WriteCheckService;
    notifications: NotificationsService;
    youth: YouthChecks;
  },
) {
  const postsRepo = createPostsRepository(d.db);
  const posts = createPostsService({
    ...{ posts: postsRepo, storage: d.storage, publisher: d.publisher },
    ...{ profiles: d.publicProfiles, follows: d.follows, writeCheck: d.writeCheck, youth: d.youth },
  });
  const images = createPostImagesService({ posts: postsRepo, storage: d.storage, log: d.log });
  // Images that earlier versions stored publicly become private before the first request (decision 011).
  await images.moveLegacyImagesAtStart();
  const comments = createCommentsService({
    ...{ comments: createCommentsRepository(d.db), posts: postsRepo, likes: createLikesRepository(d.db) },
    ...{ writeCheck: d.writeCheck, notifications: d.notifications, youth: d.youth },
  });
  return defineModule({ services: { posts }, routes: [feedRoutes({ session: d.session, posts, comments, images })] });
}
