// The tour's steps after the welcome, in words (ADR 0223): a first visit shows only the welcome, wherever one lands,
// so these words load when the person asks to be shown ("Show me how": on pointing at it, focusing it or pressing
// it) and are in hand by the time the next step's page opens.
import type { ReactNode } from "react";
import { tourSteps } from "#schema/i18n/app/en/tour-steps";
import { defineWords } from "#web/lib/words";
import type { Say } from "./walkthrough-steps";

const useTourStepWords = defineWords(tourSteps, () =>
  import("#schema/i18n/app/es/tour-steps").then((m) => m.tourSteps),
);

/** Renders `children` with the later steps' words in the person's language. */
export function LaterStepWords({ children }: { children: (say: Say) => ReactNode }) {
  return children(useTourStepWords() as Say);
}
