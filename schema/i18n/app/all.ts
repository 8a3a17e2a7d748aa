// Every catalogue of the contractor's app, English and Spanish side by side (issue 34, ADR 0195), for the test that
// walks every key and the journey that checks no English is left on a Spanish screen. The web never imports this:
// each part loads its own English, and its Spanish only for a Spanish reader.

import { accountingExport as enAccountingExport } from "./en/accounting-export";
import { achievements as enAchievements } from "./en/achievements";
import { approval as enApproval } from "./en/approval";
import { archived as enArchived } from "./en/archived";
import { auth as enAuth } from "./en/auth";
import { badges as enBadges } from "./en/badges";
import { banner as enBanner } from "./en/banner";
import { checkout as enCheckout } from "./en/checkout";
import { clientForm as enClientForm } from "./en/client-form";
import { clients as enClients } from "./en/clients";
import { common as enCommon } from "./en/common";
// The leftovers of issue 34's app in Spanish: project actions, payment options, signing in person, the frame.
import { contact as enContact } from "./en/contact";
import { dashboard as enDashboard } from "./en/dashboard";
import { dialogs as enDialogs } from "./en/dialogs";

import { getPaid as enGetPaid } from "./en/get-paid";
import { help as enHelp } from "./en/help";
import { invite as enInvite } from "./en/invite";
import { invoices as enInvoices } from "./en/invoices";
import { lists as enLists } from "./en/lists";
import { markPaid as enMarkPaid } from "./en/mark-paid";
import { meetingDetail as enMeetingDetail } from "./en/meeting-detail";
import { meetingForm as enMeetingForm } from "./en/meeting-form";
import { meetingLabels as enMeetingLabels } from "./en/meeting-labels";
import { meetingRecorder as enMeetingRecorder } from "./en/meeting-recorder";
import { meetings as enMeetings } from "./en/meetings";
import { notFound as enNotFound } from "./en/not-found";

import { notificationTexts as enNotificationTexts } from "./en/notification-texts";
import { notifications as enNotifications } from "./en/notifications";
import { outbox as enOutbox } from "./en/outbox";
import { ownBillings as enOwnBillings } from "./en/own-billings";
import { payApps as enPayApps } from "./en/pay-apps";
import { paymentLinks as enPaymentLinks } from "./en/payment-links";
import { paymentRequest as enPaymentRequest } from "./en/payment-request";
import { paymentSuccess as enPaymentSuccess } from "./en/payment-success";
import { photoGrid as enPhotoGrid } from "./en/photo-grid";
import { planChange as enPlanChange } from "./en/plan-change";
import { profile as enProfile } from "./en/profile";
import { profileBusiness as enProfileBusiness } from "./en/profile-business";
import { profileMore as enProfileMore } from "./en/profile-more";
import { profilePayments as enProfilePayments } from "./en/profile-payments";
import { profileSecurity as enProfileSecurity } from "./en/profile-security";
import { projectActions as enProjectActions } from "./en/project-actions";
import { projectForm as enProjectForm } from "./en/project-form";
import { projects as enProjects } from "./en/projects";
import { reminderTexts as enRemindersTexts } from "./en/reminder-texts";
import { remindersPanel as enRemindersPanel } from "./en/reminders-panel";
import { said as enSaid } from "./en/said";
import { sendReminders as enSendReminders } from "./en/send-reminders";
import { shell as enShell } from "./en/shell";
import { signing as enSigning } from "./en/signing";
import { signingPage as enSigningPage } from "./en/signing-page";
import { status as enStatus } from "./en/status";
import { subscription as enSubscription } from "./en/subscription";
import { subscriptionCancel as enSubscriptionCancel } from "./en/subscription-cancel";
import { team as enTeam } from "./en/team";
import { templateDialog as enTemplateDialog } from "./en/template-dialog";
import { templates as enTemplates } from "./en/templates";
import { tour as enTour } from "./en/tour";
import { tourSteps as enTourSteps } from "./en/tour-steps";

import { waivers as enWaivers } from "./en/waivers";
import { wizard as enWizard } from "./en/wizard";
import { wizardDetails as enWizardDetails } from "./en/wizard-details";
import { wizardPhotos as enWizardPhotos } from "./en/wizard-photos";
import { wizardReview as enWizardReview } from "./en/wizard-review";
import { wizardSubmitted as enWizardSubmitted } from "./en/wizard-submitted";
import { accountingExport as esAccountingExport } from "./es/accounting-export";
import { achievements as esAchievements } from "./es/achievements";
import { approval as esApproval } from "./es/approval";
import { archived as esArchived } from "./es/archived";
import { auth as esAuth } from "./es/auth";
import { badges as esBadges } from "./es/badges";
import { banner as esBanner } from "./es/banner";
import { checkout as esCheckout } from "./es/checkout";
import { clientForm as esClientForm } from "./es/client-form";
import { clients as esClients } from "./es/clients";
import { common as esCommon } from "./es/common";
import { contact as esContact } from "./es/contact";
import { dashboard as esDashboard } from "./es/dashboard";
import { dialogs as esDialogs } from "./es/dialogs";

import { getPaid as esGetPaid } from "./es/get-paid";
import { help as esHelp } from "./es/help";
import { invite as esInvite } from "./es/invite";
import { invoices as esInvoices } from "./es/invoices";
import { lists as esLists } from "./es/lists";
import { markPaid as esMarkPaid } from "./es/mark-paid";
import { meetingDetail as esMeetingDetail } from "./es/meeting-detail";
import { meetingForm as esMeetingForm } from "./es/meeting-form";
import { meetingLabels as esMeetingLabels } from "./es/meeting-labels";
import { meetingRecorder as esMeetingRecorder } from "./es/meeting-recorder";
import { meetings as esMeetings } from "./es/meetings";
import { notFound as esNotFound } from "./es/not-found";

import { notificationTexts as esNotificationTexts } from "./es/notification-texts";
import { notifications as esNotifications } from "./es/notifications";
import { outbox as esOutbox } from "./es/outbox";
import { ownBillings as esOwnBillings } from "./es/own-billings";
import { payApps as esPayApps } from "./es/pay-apps";
import { paymentLinks as esPaymentLinks } from "./es/payment-links";
import { paymentRequest as esPaymentRequest } from "./es/payment-request";
import { paymentSuccess as esPaymentSuccess } from "./es/payment-success";
import { photoGrid as esPhotoGrid } from "./es/photo-grid";
import { planChange as esPlanChange } from "./es/plan-change";
import { profile as esProfile } from "./es/profile";
import { profileBusiness as esProfileBusiness } from "./es/profile-business";
import { profileMore as esProfileMore } from "./es/profile-more";
import { profilePayments as esProfilePayments } from "./es/profile-payments";
import { profileSecurity as esProfileSecurity } from "./es/profile-security";
import { projectActions as esProjectActions } from "./es/project-actions";
import { projectForm as esProjectForm } from "./es/project-form";
import { projects as esProjects } from "./es/projects";
import { reminderTexts as esRemindersTexts } from "./es/reminder-texts";
import { remindersPanel as esRemindersPanel } from "./es/reminders-panel";
import { said as esSaid } from "./es/said";
import { sendReminders as esSendReminders } from "./es/send-reminders";
import { shell as esShell } from "./es/shell";
import { signing as esSigning } from "./es/signing";
import { signingPage as esSigningPage } from "./es/signing-page";
import { status as esStatus } from "./es/status";
import { subscription as esSubscription } from "./es/subscription";
import { subscriptionCancel as esSubscriptionCancel } from "./es/subscription-cancel";
import { team as esTeam } from "./es/team";
import { templateDialog as esTemplateDialog } from "./es/template-dialog";
import { templates as esTemplates } from "./es/templates";
import { tour as esTour } from "./es/tour";
import { tourSteps as esTourSteps } from "./es/tour-steps";

import { waivers as esWaivers } from "./es/waivers";
import { wizard as esWizard } from "./es/wizard";
import { wizardDetails as esWizardDetails } from "./es/wizard-details";
import { wizardPhotos as esWizardPhotos } from "./es/wizard-photos";
import { wizardReview as esWizardReview } from "./es/wizard-review";
import { wizardSubmitted as esWizardSubmitted } from "./es/wizard-submitted";

type Pair = { en: Readonly<Record<string, string>>; es: Readonly<Record<string, string>> };

/** Catalogue file name -> its English and Spanish. */
export const APP_CATALOGUES: Record<string, Pair> = {
  approval: { en: enApproval, es: esApproval },
  "notification-texts": { en: enNotificationTexts, es: esNotificationTexts },
  "profile-business": { en: enProfileBusiness, es: esProfileBusiness },
  "profile-payments": { en: enProfilePayments, es: esProfilePayments },
  "profile-security": { en: enProfileSecurity, es: esProfileSecurity },
  "profile-more": { en: enProfileMore, es: esProfileMore },
  waivers: { en: enWaivers, es: esWaivers },
  "accounting-export": { en: enAccountingExport, es: esAccountingExport },

  achievements: { en: enAchievements, es: esAchievements },
  badges: { en: enBadges, es: esBadges },
  checkout: { en: enCheckout, es: esCheckout },
  help: { en: enHelp, es: esHelp },
  invite: { en: enInvite, es: esInvite },
  notifications: { en: enNotifications, es: esNotifications },
  subscription: { en: enSubscription, es: esSubscription },
  "subscription-cancel": { en: enSubscriptionCancel, es: esSubscriptionCancel },
  team: { en: enTeam, es: esTeam },
  tour: { en: enTour, es: esTour },
  "tour-steps": { en: enTourSteps, es: esTourSteps },
  auth: { en: enAuth, es: esAuth },
  banner: { en: enBanner, es: esBanner },
  clients: { en: enClients, es: esClients },
  common: { en: enCommon, es: esCommon },
  dashboard: { en: enDashboard, es: esDashboard },
  invoices: { en: enInvoices, es: esInvoices },
  "own-billings": { en: enOwnBillings, es: esOwnBillings },
  "pay-apps": { en: enPayApps, es: esPayApps },
  profile: { en: enProfile, es: esProfile },
  projects: { en: enProjects, es: esProjects },
  "reminders-panel": { en: enRemindersPanel, es: esRemindersPanel },
  "reminder-texts": { en: enRemindersTexts, es: esRemindersTexts },
  "send-reminders": { en: enSendReminders, es: esSendReminders },
  "template-dialog": { en: enTemplateDialog, es: esTemplateDialog },
  templates: { en: enTemplates, es: esTemplates },
  said: { en: enSaid, es: esSaid },
  shell: { en: enShell, es: esShell },
  status: { en: enStatus, es: esStatus },
  wizard: { en: enWizard, es: esWizard },
  "wizard-details": { en: enWizardDetails, es: esWizardDetails },
  "wizard-photos": { en: enWizardPhotos, es: esWizardPhotos },
  "wizard-review": { en: enWizardReview, es: esWizardReview },
  "wizard-submitted": { en: enWizardSubmitted, es: esWizardSubmitted },
  contact: { en: enContact, es: esContact },
  "not-found": { en: enNotFound, es: esNotFound },
  "payment-links": { en: enPaymentLinks, es: esPaymentLinks },
  "payment-success": { en: enPaymentSuccess, es: esPaymentSuccess },
  "project-actions": { en: enProjectActions, es: esProjectActions },
  signing: { en: enSigning, es: esSigning },

  "meeting-labels": { en: enMeetingLabels, es: esMeetingLabels },
  meetings: { en: enMeetings, es: esMeetings },
  "meeting-recorder": { en: enMeetingRecorder, es: esMeetingRecorder },
  "meeting-form": { en: enMeetingForm, es: esMeetingForm },
  "meeting-detail": { en: enMeetingDetail, es: esMeetingDetail },
  lists: { en: enLists, es: esLists },
  dialogs: { en: enDialogs, es: esDialogs },
  "client-form": { en: enClientForm, es: esClientForm },
  "project-form": { en: enProjectForm, es: esProjectForm },
  "mark-paid": { en: enMarkPaid, es: esMarkPaid },
  "payment-request": { en: enPaymentRequest, es: esPaymentRequest },
  "get-paid": { en: enGetPaid, es: esGetPaid },
  "plan-change": { en: enPlanChange, es: esPlanChange },
  archived: { en: enArchived, es: esArchived },

  outbox: { en: enOutbox, es: esOutbox },
  "signing-page": { en: enSigningPage, es: esSigningPage },
  "photo-grid": { en: enPhotoGrid, es: esPhotoGrid },
};
