// Who may open a course's lessons and act on a purchase.
import type { CourseRow } from "./courses.repository.ts";

/** A free course is open to everyone; a paid one to those who bought it. */
export const canOpen = (course: Pick<CourseRow, "isPaid" | "id">, owned: Set<string>) =>
  !course.isPaid || owned.has(course.id);

/** Members see published courses; one they bought stays theirs after it is unpublished. */
export const canSee = (course: Pick<CourseRow, "isPublished" | "id">, owned: Set<string>) =>
  course.isPublished || owned.has(course.id);

/** A purchase is its buyer's alone: anyone else is told it does not exist. */
export const ownsPurchase = (userId: string, p: { userId: string }) => p.userId === userId;
