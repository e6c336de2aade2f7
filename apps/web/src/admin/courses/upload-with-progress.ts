// fetch cannot report upload progress; a lesson video may be 200 MB on a slow line, so uploads go
// through XMLHttpRequest and say how far they are. Errors come back as the app's ApiError.
import { t } from "@lingui/core/macro";
import { ApiError } from "../shell/admin-api.ts";

export function uploadWithProgress<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "NETWORK", t`The upload stopped. Please check your connection and try again.`));
    xhr.onload = () => {
      let body: { code?: string; message?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else
        reject(
          new ApiError(
            xhr.status,
            body?.code ?? `HTTP_${xhr.status}`,
            body?.message ??
              (xhr.status === 413 ? t`This file is too large.` : t`The upload failed. Please try again.`),
          ),
        );
    };
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
