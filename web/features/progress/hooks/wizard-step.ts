// Which wizard step to show: the one asked for (?step=), unless its inputs are missing (a deep link, or back after
// Start over), in which case the first step whose inputs are missing.
import { WIZARD_STEPS, type WizardStep } from "../components/step-indicator";

export type StepFacts = {
  /** The ?step= value as given, possibly absent or unknown. */
  requested: string | null;
  submitted: boolean;
  hasProject: boolean;
  detailsValid: boolean;
  photoCount: number;
};

const isStep = (s: string | null): s is WizardStep => WIZARD_STEPS.some((step) => step.id === s);

export function resolveStep({
  requested,
  submitted,
  hasProject,
  detailsValid,
  photoCount,
}: StepFacts): WizardStep | "done" {
  if (submitted) return "done";
  if (!hasProject) return "project";
  // With a project chosen, no ?step= means its details.
  const step = requested === null ? "details" : isStep(requested) ? requested : "project";
  if ((step === "photos" || step === "review") && !detailsValid) return "details";
  if (step === "review" && photoCount === 0) return "photos";
  return step;
}
