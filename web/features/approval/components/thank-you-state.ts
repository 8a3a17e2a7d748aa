// What the approval screen hands to /thank-you, and the spec's 1.5 s pause before going there.
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

export type ThankYouState = {
  decision: "approved" | "rejected";
  company: string;
  /** In-person signing: the contractor's way back to the progress. */
  progressId?: number;
};

/** The spec's approval redirect delay. */
export const REDIRECT_MS = 1500;

export function useRedirectAfterDecision() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (state: ThankYouState) => {
    clearTimeout(timer.current);
    // The state lives in the history entry, so a reload of /thank-you keeps it.
    timer.current = setTimeout(() => navigate("/thank-you", { state }), REDIRECT_MS);
  };
}
