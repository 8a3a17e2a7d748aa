// What each plan offers a buyer, in the order they read it, for the plan cards on /pricing and /subscription. Quotas
// come first on every card (describeQuotas); these lines follow.
import type { PlanId } from "./plans";

export type PlanPitch = {
  /** Who the plan is for, in a few words. */
  audience: string;
  /** What the plan adds. */
  features: readonly string[];
};

export const PLAN_PITCH: Record<PlanId, PlanPitch> = {
  solo: {
    audience: "For the owner-operator who runs every job",
    features: [
      "Progress bills with photos from your phone",
      "Client approval by finger signature",
      "Email and SMS payment reminders",
      "PDF invoices with the signed approval",
    ],
  },
  starter: {
    audience: "For a small crew with a few jobs running",
    features: [
      "Everything in Solo Contractor",
      "Your own reminder templates and schedules",
      "Cash flow summary across every job",
    ],
  },
  professional: {
    audience: "For shops billing several jobs every week",
    features: [
      "Everything in Starter Package",
      "AI summaries and action items from recorded site meetings",
      "Priority support",
    ],
  },
  enterprise: {
    audience: "For multi-crew contractors and trade groups",
    features: [
      "Everything in Professional Package",
      "Set-up help for your office and field staff",
      "A named account manager",
      "Contract and invoicing terms to fit your company",
    ],
  },
};
