import type { AdminCourseDetail } from "@saathi/contract/admin-courses";
import { uploadWithProgress } from "../upload-with-progress.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** POST /api/admin/courses/lessons/:lessonId/media (multipart field file): video or audio, private. */
export const uploadLessonMedia = (lessonId: string, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<AdminCourseDetail>(`/api/admin/courses/lessons/${lessonId}/media`, file, onProgress);
export const useUploadLessonMedia = (lessonId: string) =>
  useCourseMutation((v: { file: File; onProgress: (fraction: number) => void }) =>
    uploadLessonMedia(lessonId, v.file, v.onProgress),
  );
