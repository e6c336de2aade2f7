// Reporting (member side): a member reports content they can see, once; the report and a
// snapshot of the content in its immediate context go to the moderation queue; the member is thanked
// at once and told the outcome later (moderation.service.ts).
import type { ContextEntry, ModerationContext } from "@saathi/contract/admin-moderation";
import {
  type MyReport,
  REPORT_MSG,
  type ReportAnswer,
  type ReportInput,
  type ReportReason,
} from "@saathi/contract/safety";
import { AppError } from "../../platform/http/errors.ts";
import { presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import { isOwnContent, reportOutcome, riskForReason } from "./moderation.policy.ts";
import type { ContentRow, ReportedContent, ReportedContentRepository } from "./reported-content.repository.ts";
import type { ReportsRepository } from "./reports.repository.ts";

const MY_REPORTS_LIMIT = 50;

/** What other modules answer about visibility (feed: the one post visibility rule, blocks included). */
export interface ContentAccess {
  canSeePost(viewerId: string, postId: string): Promise<boolean>;
}

/** The hourly limits on reports (the write check: new accounts' limit and everyone's ceiling). */
export interface ReportLimits {
  admitReport(reporterId: string): Promise<void>;
  refundReport(reporterId: string): Promise<void>;
}

export interface ReportsDeps {
  reports: ReportsRepository;
  content: ReportedContentRepository;
  access: ContentAccess;
  limits: ReportLimits;
}

const entry = (r: ContentRow): ContextEntry => ({
  id: r.id,
  authorId: r.author_id,
  authorName: presentPersonOrUnknown(r.person, r.author_id).displayName,
  text: r.text,
  at: new Date(r.at).toISOString(),
});

/** The snapshot moderators see: the content and only its immediate context. */
export function contextOf(c: ReportedContent): ModerationContext {
  return {
    content: entry(c.content),
    ...(c.before ? { before: c.before.map(entry) } : {}),
    ...(c.post ? { post: entry(c.post) } : {}),
    ...(c.parent ? { parent: entry(c.parent) } : {}),
  };
}

export function createReportsService({ reports, content, access, limits }: ReportsDeps) {
  /** The content if this member may see it; 404 otherwise (never says whether it exists). */
  async function visibleContent(viewerId: string, input: ReportInput): Promise<ReportedContent> {
    const c = await content.find(input.targetType, input.targetId);
    const notFound = new AppError(404, "NOT_FOUND", REPORT_MSG.notFound);
    if (!c) throw notFound;
    if (c.participants && !c.participants.includes(viewerId)) throw notFound;
    if (c.postId && !(await access.canSeePost(viewerId, c.postId))) throw notFound;
    return c;
  }

  return {
    /** Files a report (201), or answers the member's earlier report of the same content (200). */
    async report(reporterId: string, input: ReportInput): Promise<{ created: boolean; answer: ReportAnswer }> {
      const c = await visibleContent(reporterId, input);
      return file(reporterId, input, c.authorId, contextOf(c));
    },

    /**
     * Files a report of content stored nowhere (a live room's side-chat line), which the calling module
     * has proved its reporter saw: its author and the snapshot moderators will see come from that module.
     */
    reportProved: (reporterId: string, input: ReportInput, authorId: string, context: ModerationContext) =>
      file(reporterId, input, authorId, context),

    /** The member's own reports, newest first, with what became of each. */
    async mine(reporterId: string): Promise<{ items: MyReport[] }> {
      const rows = await reports.mine(reporterId, MY_REPORTS_LIMIT);
      return {
        items: rows.map((r) => ({
          id: r.id,
          targetType: r.target_type,
          reason: r.reason as ReportReason,
          createdAt: new Date(r.created_at).toISOString(),
          outcome: reportOutcome({ status: r.status, action: r.action, appealStatus: r.appeal_status }),
        })),
      };
    },
  };

  /** The one way a report is filed: not one's own, once per member and content, within the hourly limits. */
  async function file(
    reporterId: string,
    input: ReportInput,
    authorId: string,
    context: ModerationContext,
  ): Promise<{ created: boolean; answer: ReportAnswer }> {
    if (isOwnContent(reporterId, authorId)) throw new AppError(400, "OWN_CONTENT", REPORT_MSG.ownContent);
    const earlier = await reports.findMine(reporterId, input.targetType, input.targetId);
    if (earlier) return { created: false, answer: { id: earlier, message: REPORT_MSG.alreadyReported } };
    // Counted only once a report is new; 429 with retryAfter over the hour's limit.
    await limits.admitReport(reporterId);
    const { id, created } = await reports.add(
      reporterId,
      {
        targetType: input.targetType,
        targetId: input.targetId,
        authorId,
        source: "report",
        risk: riskForReason(input.reason),
        reason: input.reason,
        context,
      },
      input.details || null,
    );
    // A concurrent repeat found the first report under the lock: it files nothing, so it counts nothing.
    if (!created) await limits.refundReport(reporterId);
    return { created, answer: { id, message: created ? REPORT_MSG.thanks : REPORT_MSG.alreadyReported } };
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
