// The whole database schema, gathered for drizzle (query builder and drizzle-kit).

import * as account from "./schema/account.ts";
import * as assessments from "./schema/assessments.ts";
import * as auth from "./schema/auth.ts";
import * as bookings from "./schema/bookings.ts";
import * as calls from "./schema/calls.ts";
import * as careBetween from "./schema/care-between.ts";
import * as challenges from "./schema/challenges.ts";
import * as chat from "./schema/chat.ts";
import * as circles from "./schema/circles.ts";
import * as community from "./schema/community.ts";
import * as experts from "./schema/experts.ts";
import * as healthbot from "./schema/healthbot.ts";
import * as packages from "./schema/packages.ts";
import * as platform from "./schema/platform.ts";
import * as profiles from "./schema/profiles.ts";
import * as push from "./schema/push.ts";
import * as realtime from "./schema/realtime.ts";
import * as reminders from "./schema/reminders.ts";
import * as safety from "./schema/safety.ts";
import * as social from "./schema/social.ts";
import * as trust from "./schema/trust.ts";
import * as wellness from "./schema/wellness.ts";

export const schema = {
  ...auth,
  ...profiles,
  ...platform,
  ...social,
  ...chat,
  ...experts,
  ...bookings,
  ...calls,
  ...assessments,
  ...wellness,
  ...trust,
  ...safety,
  ...account,
  ...push,
  ...reminders,
  ...challenges,
  ...community,
  ...healthbot,
  ...realtime,
  ...careBetween,
  ...packages,
  ...circles,
};
