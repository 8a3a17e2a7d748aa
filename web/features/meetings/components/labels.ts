// Words shown for meeting enums.
export const LOCATION_LABELS: Record<string, string> = {
  jobsite: "Jobsite",
  office: "Office",
  remote: "Remote",
  client: "Client site",
};

export const PROCESSING_LABELS: Record<string, string | null> = {
  none: null,
  processing: "Processing",
  processed: "AI notes ready",
  unavailable: "Processing unavailable",
  failed: "Notes need your help",
};
