// Mounted once in the signed-in shell: keeps the outbox sending for this user and says so when a billing goes out,
// and keeps the list of billable projects on the device so Submit Progress works with no signal (ADR 0097).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { billableProjectsQuery } from "../api/progress";
import { uploadPhoto } from "../api/uploads";
import { startOutbox } from "./outbox-runner";
import { saveQueued, setOutboxOwner } from "./outbox-store";

export default function OutboxSync({ userId }: { userId: number }) {
  const qc = useQueryClient();
  useEffect(() => {
    // The projects to bill are on the device before the signal goes: the wizard then works offline from any screen.
    void qc.prefetchQuery(billableProjectsQuery);
    if (typeof indexedDB === "undefined") return;
    setOutboxOwner(userId);
    const stop = startOutbox(userId, {
      upload: (blob, name) => uploadPhoto(blob, name, () => {}),
      post: (s) =>
        unwrap(
          api.progress.$post(
            {
              json: {
                projectId: s.projectId,
                completionPercentage: s.completionPercentage,
                amount: s.amount,
                description: s.description,
                dueDate: s.dueDate,
                photos: s.photos.flatMap((p) => (p.url ? [{ url: p.url, caption: p.caption }] : [])),
                status: "pending",
              },
            },
            { headers: { "Idempotency-Key": s.key } },
          ),
        ),
      save: saveQueued,
      now: Date.now,
      onSent: (s) => {
        toast.success("Progress submitted", {
          description: `${s.projectName} · Progress #${s.sent?.progressNumber} was sent to your client.`,
        });
        // As after any submission (spec section 7): the progress and projects lists refresh.
        void qc.invalidateQueries({ queryKey: queryKeys.progress });
        void qc.invalidateQueries({ queryKey: queryKeys.projects });
      },
    });
    return () => {
      stop();
      setOutboxOwner(null);
    };
  }, [userId, qc]);
  return null;
}
