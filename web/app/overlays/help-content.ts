// Per-route help for the floating ? button: a title, a short text, and steps that may link somewhere. The words are
// keys of the help catalogue (schema/i18n/app/en/help.ts), which loads with the popover's own chunk.
import { help } from "#schema/i18n/app/en/help";
import { defineWords } from "#web/lib/words";

export const useHelpWords = defineWords(help, () => import("#schema/i18n/app/es/help").then((m) => m.help));

type HelpKey = keyof typeof help;
export type HelpStep = { text: HelpKey; link?: string };
export type Help = { title: Exclude<HelpKey, "nudge2">; text: Exclude<HelpKey, "nudge2">; steps: HelpStep[] };

/** The template variables named by the reminders' help, as the editor takes them (never translated). */
export const TEMPLATE_VARIABLES = "{{clientName}}, {{amount}} and {{dueDate}}";

const HELP: Record<string, Help> = {
  "/dashboard": {
    title: "dashTitle",
    text: "dashText",
    steps: [{ text: "dash1", link: "/progress/new" }, { text: "dash2" }, { text: "dash3", link: "/nudge/clients" }],
  },
  "/projects": {
    title: "projTitle",
    text: "projText",
    steps: [{ text: "proj1", link: "/clients" }, { text: "proj2" }, { text: "proj3" }],
  },
  "/clients": {
    title: "clientsTitle",
    text: "clientsText",
    steps: [{ text: "clients1" }, { text: "clients2" }, { text: "clients3", link: "/projects" }],
  },
  "/invoices": {
    title: "invTitle",
    text: "invText",
    steps: [{ text: "inv1" }, { text: "inv2" }, { text: "inv3" }],
  },
  "/progress/new": {
    title: "newTitle",
    text: "newText",
    steps: [{ text: "new1" }, { text: "new2" }, { text: "new3" }, { text: "new4" }],
  },
  "/nudge/config": {
    title: "nudgeTitle",
    text: "nudgeText",
    steps: [{ text: "nudge1" }, { text: "nudge2" }, { text: "nudge3" }],
  },
  "/profile": {
    title: "profTitle",
    text: "profText",
    steps: [{ text: "prof1" }, { text: "prof2" }, { text: "prof3" }],
  },
};

HELP["/"] = HELP["/dashboard"]!;

const DEFAULT_HELP: Help = {
  title: "anyTitle",
  text: "anyText",
  steps: [{ text: "any1", link: "/dashboard" }, { text: "any2", link: "/progress/new" }, { text: "any3" }],
};

/** Screens reached by more than one path: /progress/submit/{projectId} is the wizard of /progress/new. */
const samePage = (pathname: string) => (pathname.startsWith("/progress/submit/") ? "/progress/new" : pathname);

export const helpFor = (pathname: string): Help => HELP[samePage(pathname)] ?? DEFAULT_HELP;
