import type { AdminCourseDetail } from "@saathi/contract/admin-courses";
import { uploadWithProgress } from "../upload-with-progress.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** POST /api/admin/courses/:id/thumbnail (multipart field file): an image, re-encoded, public. */
export const uploadCourseThumbnail = (id: string, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<AdminCourseDetail>(`/api/admin/courses/${id}/thumbnail`, file, onProgress);
export const useUploadCourseThumbnail = (id: string) =>
  useCourseMutation((v: { file: File; onProgress: (fraction: number) => void }) =>
    uploadCourseThumbnail(id, v.file, v.onProgress),
  );
