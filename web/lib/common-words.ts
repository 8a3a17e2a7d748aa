// The shared components' words (issue 34, ADR 0195), and a billing state's name in the person's language.
import { common } from "#schema/i18n/app/en/common";
import { defineWords, type Words } from "./words";

export const useCommonWords = defineWords(common, () => import("#schema/i18n/app/es/common").then((m) => m.common));

const STATUS_KEYS = {
  pending: "statusPending",
  approved: "statusApproved",
  paid: "statusPaid",
  rejected: "statusRejected",
  overdue: "statusOverdue",
  completed: "statusCompleted",
  archived: "statusArchived",
  active: "statusActive",
} as const;

/** A status's name ("Pending"), or the stored word capitalised as before for one the catalogue does not name. */
export function statusName(t: Words<typeof common>, status: string) {
  const key = STATUS_KEYS[status as keyof typeof STATUS_KEYS];
  if (key) return t(key);
  return status ? status[0]!.toUpperCase() + status.slice(1).replaceAll("_", " ") : "";
}
