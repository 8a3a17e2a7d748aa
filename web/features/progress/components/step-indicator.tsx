// Where the contractor is in the wizard: four numbered steps, the current one announced.
import { Check } from "lucide-react";
import { cn } from "#web/lib/cn";
import { useWizardWords } from "../words/wizard";

export const WIZARD_STEPS = [
  { id: "project", label: "stepProject" },
  { id: "details", label: "stepDetails" },
  { id: "photos", label: "stepPhotos" },
  { id: "review", label: "stepReview" },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]["id"];

export function StepIndicator({ current }: { current: WizardStep }) {
  const index = WIZARD_STEPS.findIndex((s) => s.id === current);
  const t = useWizardWords();
  return (
    <nav aria-label={t("stepsLabel")}>
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((step, i) => {
          const done = i < index;
          const active = i === index;
          return (
            <li
              key={step.id}
              aria-current={active ? "step" : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                className={cn(
                  "flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold",
                  done && "bg-brand-700 text-white",
                  active && "bg-brand-700 text-white ring-4 ring-brand-100 dark:ring-brand-900",
                  !done && !active && "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
                )}
              >
                {done ? <Check className="h-4 w-4" aria-hidden="true" /> : i + 1}
              </span>
              <span
                className={cn(
                  "text-xs",
                  active ? "font-semibold text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-400",
                )}
              >
                {t(step.label)}
                {done && <span className="sr-only">{t("stepDone")}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
