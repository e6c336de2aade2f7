// Every editor change answers the whole course: the editor shows that answer and the lists refetch.
import type { AdminCourseDetail } from "@saathi/contract/admin-courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { coursesKeys } from "./api/courses-keys.ts";

export function useCourseMutation<V>(send: (vars: V) => Promise<AdminCourseDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (course) => {
      qc.setQueryData(coursesKeys.detail(course.id), course);
      void qc.invalidateQueries({ queryKey: coursesKeys.lists() });
    },
  });
}
