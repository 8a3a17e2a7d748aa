// "Download my data" as a job (ADR 0128): one call queues it; a notification brings the download link when it is ready.
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api";

export function useRequestDataExport() {
  return useMutation({
    mutationFn: () => unwrap(api.user.export.jobs.$post()),
  });
}
