// What every tour shares: the shape of a step, the welcome title and the line about help (ADR 0144).

export const WELCOME = "Welcome to PayStage";
export const HELP = "Tap ? on any screen for help.";

export type WalkthroughStep = {
  /** The page the step is about and shows on; none for the welcome, which shows wherever the person lands. */
  page?: string;
  title: string;
  body: string;
  action: string;
};
