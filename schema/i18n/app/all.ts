// Every catalogue of the contractor's app, English and Spanish side by side (issue 34, ADR 0195), for the test that
// walks every key and the journey that checks no English is left on a Spanish screen. The web never imports this:
// each part loads its own English, and its Spanish only for a Spanish reader.
import { auth as enAuth } from "./en/auth";
import { banner as enBanner } from "./en/banner";
import { common as enCommon } from "./en/common";
import { dashboard as enDashboard } from "./en/dashboard";
import { ownBillings as enOwnBillings } from "./en/own-billings";
import { profile as enProfile } from "./en/profile";
import { remindersPanel as enRemindersPanel } from "./en/reminders-panel";
import { said as enSaid } from "./en/said";
import { shell as enShell } from "./en/shell";
import { status as enStatus } from "./en/status";
import { wizard as enWizard } from "./en/wizard";
import { wizardDetails as enWizardDetails } from "./en/wizard-details";
import { wizardPhotos as enWizardPhotos } from "./en/wizard-photos";
import { wizardReview as enWizardReview } from "./en/wizard-review";
import { wizardSubmitted as enWizardSubmitted } from "./en/wizard-submitted";
import { auth as esAuth } from "./es/auth";
import { banner as esBanner } from "./es/banner";
import { common as esCommon } from "./es/common";
import { dashboard as esDashboard } from "./es/dashboard";
import { ownBillings as esOwnBillings } from "./es/own-billings";
import { profile as esProfile } from "./es/profile";
import { remindersPanel as esRemindersPanel } from "./es/reminders-panel";
import { said as esSaid } from "./es/said";
import { shell as esShell } from "./es/shell";
import { status as esStatus } from "./es/status";
import { wizard as esWizard } from "./es/wizard";
import { wizardDetails as esWizardDetails } from "./es/wizard-details";
import { wizardPhotos as esWizardPhotos } from "./es/wizard-photos";
import { wizardReview as esWizardReview } from "./es/wizard-review";
import { wizardSubmitted as esWizardSubmitted } from "./es/wizard-submitted";

type Pair = { en: Readonly<Record<string, string>>; es: Readonly<Record<string, string>> };

/** Catalogue file name -> its English and Spanish. */
export const APP_CATALOGUES: Record<string, Pair> = {
  auth: { en: enAuth, es: esAuth },
  banner: { en: enBanner, es: esBanner },
  common: { en: enCommon, es: esCommon },
  dashboard: { en: enDashboard, es: esDashboard },
  "own-billings": { en: enOwnBillings, es: esOwnBillings },
  profile: { en: enProfile, es: esProfile },
  "reminders-panel": { en: enRemindersPanel, es: esRemindersPanel },
  said: { en: enSaid, es: esSaid },
  shell: { en: enShell, es: esShell },
  status: { en: enStatus, es: esStatus },
  wizard: { en: enWizard, es: esWizard },
  "wizard-details": { en: enWizardDetails, es: esWizardDetails },
  "wizard-photos": { en: enWizardPhotos, es: esWizardPhotos },
  "wizard-review": { en: enWizardReview, es: esWizardReview },
  "wizard-submitted": { en: enWizardSubmitted, es: esWizardSubmitted },
};
