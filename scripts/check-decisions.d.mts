// Types for scripts/check-decisions.mjs (the decisions' header and index check), so its tests are typed.
export type Decision = {
  file: string;
  number: string;
  title: string | null;
  titleNumber: string | null;
  blankAfterTitle: boolean;
  Date?: string;
  Status?: string;
  Supersedes?: string;
  "Superseded-by"?: string;
};
export const DECISIONS_DIR: string;
export function parseDecision(file: string, text: string): Decision;
export function checkDecisions(decisions: Decision[]): string[];
export function indexOf(decisions: Decision[]): string;
export function readDecisions(dir?: string): Decision[];
