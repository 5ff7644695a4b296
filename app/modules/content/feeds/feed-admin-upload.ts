import { useCallback, useEffect, useRef, useState } from "react";
import { UPLOAD_OUTCOME_HEADER } from "./feed-admin.ts";

export type SentUpload = { status: number; outcome: string | null } | "aborted";

/**
 * Sends a form with XMLHttpRequest, the one browser API that reports upload progress, to the route's action
 * (its data URL, as React Router's own submissions do). The percentage sent is `progress` (null when idle).
 * A pending upload is abandoned when the form goes away.
 */
export function useUploadWithProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const pending = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const send = useCallback(
    (pathname: string, body: FormData) =>
      new Promise<SentUpload>((resolve) => {
        const request = new XMLHttpRequest();
        pending.current = request;
        const finish = (result: SentUpload) => {
          pending.current = null;
          setProgress(null);
          resolve(result);
        };
        request.upload.addEventListener("progress", (event) => {
          if (event.lengthComputable) setProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        });
        request.addEventListener("load", () =>
          finish({ status: request.status, outcome: request.getResponseHeader(UPLOAD_OUTCOME_HEADER) }),
        );
        request.addEventListener("error", () => finish({ status: 0, outcome: null }));
        request.addEventListener("abort", () => finish("aborted"));
        request.open("POST", `${pathname.replace(/\/$/, "")}.data`);
        setProgress(0);
        request.send(body);
      }),
    [],
  );
  return { progress, send };
}
