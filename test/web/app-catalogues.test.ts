// Every key of every app catalogue in every language (issue 34, ADR 0195): the same keys and arguments as English,
// every message rendered in every plural category with no brace left, Spanish actually Spanish, and the spec's
// English exactly where the shared schemas and the dashboard's API hold it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_RECORD_LABELS,
  EXPORT_RECORDS,
  EXPORT_STATUS_LABELS,
  EXPORT_STATUSES,
  EXPORT_TEXTS,
} from "#schema/contracts/accounting-export-texts";
import {
  disconnectExplained,
  disconnectQuestion,
  INTEGRATION_CHOOSE_TENANT,
  INTEGRATION_CONNECTED,
  INTEGRATION_DENIED,
  INTEGRATION_DISCONNECTED,
  INTEGRATION_RECONNECT,
  INTEGRATION_SETTINGS_SAVED,
  INTEGRATION_TENANT_CHOSEN,
  TAX_CODE_HINT,
} from "#schema/contracts/accounting-texts";
import { APPROVAL_TEXTS, CONSENT_TEXT, SIGNATURE_REQUIRED } from "#schema/contracts/approval-texts";
import { askOwnerLine } from "#schema/contracts/ask-owner";
import { RegisterFormSchema } from "#schema/contracts/auth";
import { BADGE_CATALOGUE, BADGE_CATEGORY_LABELS } from "#schema/contracts/badge-catalogue";
import { invoiceLabel, NOT_BILLED_YET } from "#schema/contracts/billing-labels";
import {
  ACTIVITY_TYPES,
  NO_ACTIVE_PROJECTS,
  NO_ACTIVE_PROJECTS_HINT,
  NO_RECENT_ACTIVITY,
} from "#schema/contracts/dashboard";
import { TEST_ACCOUNTS_CREATED, TEST_ACCOUNTS_FAILED } from "#schema/contracts/demo-accounts";
import { EINVOICE_FORMAT_LABELS, eInvoiceFormatOfExport, isEInvoiceExport } from "#schema/contracts/einvoice-formats";
import {
  EXPORT_BUTTON,
  INVOICE_DOWNLOAD_FAILED,
  INVOICE_DOWNLOADED,
  NO_INVOICES,
  NO_INVOICES_HINT,
  NO_INVOICES_SEARCH_HINT,
} from "#schema/contracts/invoices";
import { MEETING_LIMIT_TOAST } from "#schema/contracts/meeting-texts";
import { TEMPLATE_MESSAGES, UNREADABLE_PHONE_FOR_SMS } from "#schema/contracts/nudge-texts";
import {
  CONFIRMATION_REQUIRED_TEXT,
  CONFIRMATION_REQUIRED_TITLE,
  PAYMENT_CONFIRMATION_TEXT,
  PAYMENT_DETAILS_SAVE_FAILED,
  PAYMENT_DETAILS_SAVED,
  PAYMENT_LINK_COPIED,
  PAYMENT_LINKS_FAILED,
  PAYMENT_METHOD_LABELS,
} from "#schema/contracts/payment-texts";
import {
  DEFAULT_PAYMENT_MESSAGE,
  PAYMENT_REQUEST_FAILED,
  PAYMENT_REQUEST_SENT,
  PAYMENT_REQUEST_UNKNOWN_ERROR,
  PaymentDetailsSchema,
  SIGNATURE_TYPE_LABELS,
  SIGNATURE_TYPES,
} from "#schema/contracts/payments";
import { PEPPOL_NOT_CONFIGURED, PEPPOL_REGISTERED } from "#schema/contracts/peppol";
import {
  periodChangeConfirmation,
  planChangeConfirmation,
  planChangedNotice,
} from "#schema/contracts/plan-change-texts";
import { PLAN_PITCH } from "#schema/contracts/plan-pitch";
import type { PlanId } from "#schema/contracts/plans";
import { describeQuotas, PLANS } from "#schema/contracts/plans";
import {
  AMOUNT_RECEIVED_LABEL,
  amountReceivedHint,
  balanceDueLine,
  PART_PAYMENT_RECORDED,
  partPaidLine,
  partPaymentRecorded,
  RECEIVED_PAYMENT_METHOD_LABELS,
} from "#schema/contracts/received-payments";
import {
  billingLine,
  cancelConfirmation,
  checkoutTrialLine,
  LOAD_FAILURE,
  PLAN_CHANGE_TIMING,
  planChangeBlockedReason,
  type SubscriptionStatusView,
  statusText,
} from "#schema/contracts/subscription-texts";
import {
  ADD_SALES_TAX,
  NET_LABEL,
  SALES_TAX_HELP,
  SALES_TAX_RATE_INVALID,
  TOTAL_LABEL,
} from "#schema/contracts/tax-texts";
import { ROLE_AS, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, TEAM_TEXTS } from "#schema/contracts/team-words";
import { THANK_YOU_TEXTS } from "#schema/contracts/thank-you-texts";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import { achievements } from "#schema/i18n/app/en/achievements";
import { badges } from "#schema/i18n/app/en/badges";
import { checkout } from "#schema/i18n/app/en/checkout";
import { invite } from "#schema/i18n/app/en/invite";
import { markPaid } from "#schema/i18n/app/en/mark-paid";
import { meetingRecorder } from "#schema/i18n/app/en/meeting-recorder";
import { paymentLinks } from "#schema/i18n/app/en/payment-links";
import { paymentRequest } from "#schema/i18n/app/en/payment-request";
import { signing } from "#schema/i18n/app/en/signing";
import { team } from "#schema/i18n/app/en/team";
import { saidInSpanish, spanishOf } from "#schema/i18n/app/es/said-lookup";
import { appLanguageFrom } from "#schema/i18n/app-language";
import { argumentNames, formatMessage } from "#schema/i18n/message-format";
import { ACCOUNT_DELETION_POLICY } from "#schema/rules/invoice-retention";
import { LIEN_WAIVER_KINDS, LIEN_WAIVER_TITLES } from "#schema/rules/lien-waivers";
import { TAX_REGISTRATION_LABELS } from "#schema/rules/tax-numbers";
import { cancelText, useCancelWords } from "#web/features/billing/cancel-words";
import {
  changedNotice,
  periodConfirmation,
  planConfirmation,
  usePlanChangeWords,
} from "#web/features/billing/plan-change-words";
import {
  askOwner,
  billingLine as billingIn,
  blockedReason,
  pitch,
  quotaLines,
  statusName,
  useSubscriptionWords,
} from "#web/features/billing/subscription-words";
import { deletionPolicy } from "#web/features/profile/components/delete-company-card";
import { useMoreWords } from "#web/features/profile/more-words";
import { roleAbout, roleName, useTeamWords } from "#web/features/team/words";
import { fill } from "#web/lib/words";

const LOCALES = { en: "en-US", es: "es-US" } as const;

describe("app catalogues", () => {
  it("lists every catalogue file, in both languages", () => {
    const files = (dir: string) =>
      readdirSync(`schema/i18n/app/${dir}`)
        .filter((f) => f.endsWith(".ts") && !f.endsWith("-lookup.ts"))
        .map((f) => f.replace(/\.ts$/, ""))
        .sort();
    expect(files("en")).toEqual(Object.keys(APP_CATALOGUES).sort());
    expect(files("es")).toEqual(Object.keys(APP_CATALOGUES).sort());
  });

  for (const [name, { en, es }] of Object.entries(APP_CATALOGUES)) {
    it(`${name}: Spanish has every English key with English's arguments`, () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en))
        expect([key, argumentNames(es[key]!).sort()]).toEqual([key, argumentNames(en[key]!).sort()]);
    });

    for (const language of ["en", "es"] as const) {
      it(`${name} (${language}): every message renders in every plural category, every argument used`, () => {
        const catalogue = language === "en" ? en : es;
        for (const [key, message] of Object.entries(catalogue)) {
          for (const count of [0, 1, 2, 5, 21]) {
            const names = argumentNames(en[key]!);
            const args = Object.fromEntries(names.map((n) => [n, n === "count" ? count : `<${n}>`]));
            const text = formatMessage(message, args, LOCALES[language]);
            expect(text, `${language} ${name}.${key}`).not.toMatch(/[{}]/);
            for (const n of names) if (n !== "count") expect(text, `${name}.${key} uses ${n}`).toContain(`<${n}>`);
            if (names.includes("count")) expect(text, `${name}.${key}`).toContain(String(count));
          }
        }
      });
    }
  }

  it("is written by the web's small formatter exactly as by message-format.ts, in every plural category", () => {
    for (const [name, { en, es }] of Object.entries(APP_CATALOGUES))
      for (const [language, catalogue] of [
        ["en", en],
        ["es", es],
      ] as const)
        for (const [key, message] of Object.entries(catalogue))
          for (const count of [0, 1, 2, 5, 21]) {
            const args = Object.fromEntries(argumentNames(en[key]!).map((n) => [n, n === "count" ? count : `<${n}>`]));
            expect(fill(message, args, LOCALES[language]), `${language} ${name}.${key}`).toBe(
              formatMessage(message, args, LOCALES[language]),
            );
          }
  });

  it("translates: no Spanish message is the English one, but for words both languages write alike", () => {
    const same = new Set(["total", "reviewPhotos"].map((k) => k));
    // Brand and payment-scheme names are written the same in both languages.
    const alike = new Set([
      "Total",
      "Email",
      "plan",
      "Plan",
      "PayPal",
      "Venmo",
      "Zelle",
      "Cash App",
      "PayID",
      "Interac e-Transfer",
    ]);
    const untranslated = Object.entries(APP_CATALOGUES).flatMap(([name, { en, es }]) =>
      Object.keys(en)
        .filter((k) => es[k] === en[k] && !same.has(k) && !alike.has(en[k]!))
        .map((k) => `${name}.${k}`),
    );
    expect(untranslated).toEqual([]);
  });

  it("holds the spec's English exactly where the shared texts and the API hold it", () => {
    const {
      dashboard,
      common,
      "wizard-details": details,
    } = Object.fromEntries(Object.entries(APP_CATALOGUES).map(([k, v]) => [k, v.en])) as Record<
      string,
      Record<string, string>
    >;
    expect(dashboard!.activityPaid).toBe(ACTIVITY_TYPES.paid);
    expect(dashboard!.activityApproved).toBe(ACTIVITY_TYPES.approved);
    expect(dashboard!.activityReminder).toBe(ACTIVITY_TYPES.reminder);
    expect(dashboard!.activitySubmitted).toBe(ACTIVITY_TYPES.submitted);
    expect(dashboard!.noRecentActivity).toBe(NO_RECENT_ACTIVITY);
    expect(dashboard!.noActiveProjects).toBe(NO_ACTIVE_PROJECTS);
    expect(dashboard!.noActiveProjectsHint).toBe(NO_ACTIVE_PROJECTS_HINT);
    expect(common!.notBilledYet).toBe(NOT_BILLED_YET);
    expect(formatMessage(common!.progressNumber!, { number: 3 }, "en-US")).toBe("Progress #3");
    expect(details!.addSalesTax).toBe(ADD_SALES_TAX);
    expect(details!.net).toBe(NET_LABEL);
    expect(details!.total).toBe(TOTAL_LABEL);
    expect(details!.salesTaxHelp).toBe(SALES_TAX_HELP);
    expect(details!.salesTaxRateInvalid).toBe(SALES_TAX_RATE_INVALID);
    const banner = APP_CATALOGUES.banner!.en;
    const ask = (whom: string) => formatMessage(banner.askOwner!, { whom }, "en-US");
    expect(ask(formatMessage(banner.theOwner!, { name: "Dana" }, "en-US"))).toBe(askOwnerLine("Dana Reyes"));
    expect(ask(banner.yourOwner!)).toBe(askOwnerLine(null));
    expect(formatMessage(dashboard!.overdueInvoices!, { count: 1 }, "en-US")).toBe("1 invoice");
    expect(formatMessage(dashboard!.overdueInvoices!, { count: 3 }, "en-US")).toBe("3 invoices");
    expect(formatMessage(dashboard!.days!, { count: 1 }, "en-US")).toBe("1 day");
    const { invoices, approval } = Object.fromEntries(
      Object.entries(APP_CATALOGUES).map(([k, v]) => [k, v.en]),
    ) as Record<string, Record<string, string>>;
    expect([invoices!.none, invoices!.tryOther, invoices!.first, invoices!.export]).toEqual([
      NO_INVOICES,
      NO_INVOICES_SEARCH_HINT,
      NO_INVOICES_HINT,
      EXPORT_BUTTON,
    ]);
    expect([invoices!.downloaded, invoices!.downloadedNote, invoices!.failed, invoices!.failedNote]).toEqual([
      INVOICE_DOWNLOADED.title,
      INVOICE_DOWNLOADED.description,
      INVOICE_DOWNLOAD_FAILED.title,
      INVOICE_DOWNLOAD_FAILED.description,
    ]);
    expect(formatMessage(invoices!.invoiceId!, { id: 7 }, "en-US")).toBe(invoiceLabel(7, "F-2026-7", "US"));
    expect(formatMessage(invoices!.invoice!, { number: "F-2026-7" }, "en-US")).toBe(invoiceLabel(7, "F-2026-7", "DE"));
    for (const c of [invoices!, approval!]) {
      expect(formatMessage(c.partPaid!, { paid: "$3", total: "$8" }, "en-US")).toBe(partPaidLine("$3", "$8"));
      expect(formatMessage(c.balanceDue!, { balance: "$5" }, "en-US")).toBe(balanceDueLine("$5"));
    }
    for (const m of ["bank", "check", "cash", "card", "other"] as const) {
      expect(approval![m]).toBe(RECEIVED_PAYMENT_METHOD_LABELS[m]);
    }
  });

  it("knows, in Spanish, the sentences the schemas write: each one is a message the schemas really send", () => {
    const issues = RegisterFormSchema.safeParse({ password: "a", confirmPassword: "b" });
    expect(issues.success).toBe(false);
    const messages = issues.error!.issues.map((i) => i.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(spanishOf.has(message), message).toBe(true);
  });

  it("knows, in Spanish, every sentence the payment details schema writes, for every method and mistake", () => {
    const x = "x".repeat(101);
    const tries: Record<string, unknown>[] = [
      { preferredPaymentMethod: "nope" },
      { preferredPaymentMethod: "bank", bankAccountName: "", bankAccountNumber: "", bankRoutingNumber: "" },
      { preferredPaymentMethod: "bank", bankAccountName: x, bankAccountNumber: "12", bankRoutingNumber: "123" },
      {
        preferredPaymentMethod: "bank",
        bankAccountName: "A",
        bankAccountNumber: "1234",
        bankRoutingNumber: "123456789",
      },
      { preferredPaymentMethod: "paypal", paypalUsername: "" },
      { preferredPaymentMethod: "paypal", paypalUsername: "a b" },
      { preferredPaymentMethod: "venmo", venmoUsername: "" },
      { preferredPaymentMethod: "venmo", venmoUsername: "ab" },
      { preferredPaymentMethod: "zelle", zelleEmail: "nope" },
      { preferredPaymentMethod: "cashapp", cashAppUsername: "" },
      { preferredPaymentMethod: "cashapp", cashAppUsername: "123" },
      { preferredPaymentMethod: "iban", bankAccountName: "A", iban: "", bic: "" },
      { preferredPaymentMethod: "iban", bankAccountName: "A", iban: "12", bic: "COBA" },
      { preferredPaymentMethod: "iban", bankAccountName: "A", iban: "ZZ89370400440532013000", bic: "COBADEFF" },
      { preferredPaymentMethod: "iban", bankAccountName: "A", iban: "DE8937040044053201300", bic: "COBADEFF" },
      { preferredPaymentMethod: "iban", bankAccountName: "A", iban: "DE88370400440532013000", bic: "COBADEFF" },
      { preferredPaymentMethod: "uk_bank", bankAccountName: "A", sortCode: "", ukAccountNumber: "" },
      { preferredPaymentMethod: "uk_bank", bankAccountName: "A", sortCode: "12", ukAccountNumber: "12" },
      { preferredPaymentMethod: "au_bank", bankAccountName: "A", bsb: "", auAccountNumber: "" },
      { preferredPaymentMethod: "au_bank", bankAccountName: "A", bsb: "12", auAccountNumber: "12" },
      { preferredPaymentMethod: "payid", payId: "nope" },
      { preferredPaymentMethod: "nz_bank", bankAccountName: "A", nzAccountNumber: "12" },
      { preferredPaymentMethod: "nz_bank", bankAccountName: "A", nzAccountNumber: "12-3456-0123456-001" },
      { preferredPaymentMethod: "interac", interacEmail: "nope" },
      {
        preferredPaymentMethod: "ca_bank",
        bankAccountName: "A",
        caTransitNumber: "",
        caInstitutionNumber: "",
        caAccountNumber: "",
      },
      {
        preferredPaymentMethod: "ca_bank",
        bankAccountName: "A",
        caTransitNumber: "1",
        caInstitutionNumber: "1",
        caAccountNumber: "1",
      },
      { preferredPaymentMethod: "paypal", paypalUsername: "rosa", mailingAddress: "x".repeat(301) },
    ];
    const messages = new Set(
      tries.flatMap((t) => PaymentDetailsSchema.safeParse(t).error?.issues ?? []).map((i) => i.message),
    );
    expect(messages.size).toBeGreaterThan(25);
    const unknown = [...messages].filter((m) => saidInSpanish(m) === undefined);
    expect(unknown).toEqual([]);
    expect(saidInSpanish("An IBAN from DE has 22 characters")).toBe("Un IBAN de DE tiene 22 caracteres");
    expect(saidInSpanish("Must be at most 300 characters")).toBe("Debe tener como máximo 300 caracteres");
  });

  it("lists only sentences the schemas or the Worker really write, word for word", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = `${dir}/${entry}`;
        if (statSync(path).isDirectory()) {
          if (path !== "schema/i18n/app") walk(path);
        } else if (path.endsWith(".ts")) sources.push(readFileSync(path, "utf8"));
      }
    };
    for (const dir of ["schema", "worker", "web"]) walk(dir);
    const all = sources.join("\n");
    // A sentence with {arguments} is a template literal there: its fixed words around each `${...}`.
    const written = (text: string) =>
      /\{\w+\}/.test(text)
        ? new RegExp(
            `\`${text
              .split(/\{\w+\}/)
              .map((p) => p.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&"))
              .join("\\$\\{[^`]*?\\}")}\``,
          ).test(all)
        : all.includes(`"${text}"`);
    const missing = Object.values(APP_CATALOGUES.said!.en).filter((text) => !written(text));
    expect(missing).toEqual([]);
  });

  it("holds /profile's cards', the waivers' and the export's texts the shared schemas write, word for word", () => {
    const c = Object.fromEntries(Object.entries(APP_CATALOGUES).map(([k, v]) => [k, v.en])) as Record<
      string,
      Record<string, string>
    >;
    const more = c["profile-more"]!;
    expect([more.connected, more.denied, more.reconnect, more.settingsSaved, more.disconnected]).toEqual([
      INTEGRATION_CONNECTED,
      INTEGRATION_DENIED,
      INTEGRATION_RECONNECT,
      INTEGRATION_SETTINGS_SAVED,
      INTEGRATION_DISCONNECTED,
    ]);
    expect([more.chooseTenant, more.tenantChosen, more.taxCodeHint]).toEqual([
      INTEGRATION_CHOOSE_TENANT,
      INTEGRATION_TENANT_CHOSEN,
      TAX_CODE_HINT,
    ]);
    expect(fill(more.disconnectQuestion!, { provider: "Xero" }, "en-US")).toBe(disconnectQuestion("Xero"));
    expect(fill(more.disconnectExplained!, { provider: "Xero" }, "en-US")).toBe(disconnectExplained("Xero"));
    expect([more.peppolRegistered, more.peppolNotConfigured]).toEqual([PEPPOL_REGISTERED, PEPPOL_NOT_CONFIGURED]);
    expect([more.demoCreated, more.demoFailed]).toEqual([TEST_ACCOUNTS_CREATED, TEST_ACCOUNTS_FAILED]);
    // The danger zone's policy is the FAQ's, word for word, period lines and country names included.
    expect(deletionPolicy(useMoreWords.english, "en")).toEqual([...ACCOUNT_DELETION_POLICY]);
    const pay = c["profile-payments"]!;
    for (const [method, label] of Object.entries(PAYMENT_METHOD_LABELS)) expect(pay[method]).toBe(label);
    expect([pay.confirm, pay.confirmTitle, pay.confirmText, pay.saved, pay.saveFailed]).toEqual([
      PAYMENT_CONFIRMATION_TEXT,
      CONFIRMATION_REQUIRED_TITLE,
      CONFIRMATION_REQUIRED_TEXT,
      PAYMENT_DETAILS_SAVED,
      PAYMENT_DETAILS_SAVE_FAILED,
    ]);
    const business = c["profile-business"]!;
    for (const kind of ["vat", "gst", "bn", "qst"] as const) expect(business[kind]).toBe(TAX_REGISTRATION_LABELS[kind]);
    const w = c.waivers!;
    for (const kind of LIEN_WAIVER_KINDS) expect(w[kind]).toBe(LIEN_WAIVER_TITLES[kind]);
    const x = c["accounting-export"]!;
    for (const key of ["title", "description", "format", "records", "from", "to", "status", "leaveOutSynced"] as const)
      expect(x[key]).toBe(EXPORT_TEXTS[key]);
    expect([x.download, x.checking, x.started, x.partsHint]).toEqual([
      EXPORT_TEXTS.download,
      EXPORT_TEXTS.checking,
      EXPORT_TEXTS.started,
      EXPORT_TEXTS.partsHint,
    ]);
    expect([x.emptyInvoices, x.emptyPayments, x.rangeInvoices, x.rangePayments]).toEqual([
      EXPORT_TEXTS.empty.invoices,
      EXPORT_TEXTS.empty.payments,
      EXPORT_TEXTS.rangeHint.invoices,
      EXPORT_TEXTS.rangeHint.payments,
    ]);
    for (const r of EXPORT_RECORDS) expect(x[r]).toBe(EXPORT_RECORD_LABELS[r]);
    for (const s of EXPORT_STATUSES) expect(x[s]).toBe(EXPORT_STATUS_LABELS[s]);
    for (const f of EXPORT_FORMATS)
      if (isEInvoiceExport(f))
        expect(fill(x.eInvoices!, { format: EINVOICE_FORMAT_LABELS[eInvoiceFormatOfExport(f)] }, "en-US")).toBe(
          EXPORT_FORMAT_LABELS[f],
        );
    // The Worker's validation sentences that said.ts now knows, as the schemas write them.
    const said = c.said!;
    expect([said.templateName, said.templateChannels, said.templateMax]).toEqual([
      TEMPLATE_MESSAGES.name,
      TEMPLATE_MESSAGES.channels,
      TEMPLATE_MESSAGES.triggerValueMax,
    ]);
    expect(said.unreadablePhone).toBe(UNREADABLE_PHONE_FOR_SMS);
    expect(Object.values(TEMPLATE_MESSAGES).every((m) => spanishOf.has(m))).toBe(true);
  });

  it("starts in the browser's first language the app speaks", () => {
    expect(appLanguageFrom(["es-US", "en-US"])).toBe("es");
    expect(appLanguageFrom(["es-419"])).toBe("es");
    expect(appLanguageFrom(["fr-CA", "en-CA"])).toBe("en");
    expect(appLanguageFrom("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(appLanguageFrom("fr;q=0.9, es-MX;q=0.95")).toBe("es");
    expect(appLanguageFrom("")).toBe("en");
    expect(appLanguageFrom(null)).toBe("en");
  });

  it("holds the team, badge, subscription and checkout texts the shared schemas write, word for word", () => {
    const t = useTeamWords.english;
    for (const role of ROLES) {
      expect(roleName(t, role)).toBe(ROLE_LABELS[role]);
      expect(roleAbout(t, role)).toBe(ROLE_DESCRIPTIONS[role]);
    }
    expect([invite.asOwner, invite.asOffice, invite.asField]).toEqual([ROLE_AS.owner, ROLE_AS.office, ROLE_AS.field]);
    expect(team.contactTitle).toBe(TEAM_TEXTS.clientContactTitle);
    expect(team.contactHelp).toBe(TEAM_TEXTS.clientContactHelp);
    expect(t("contactDefault", { name: "Dana" })).toBe(TEAM_TEXTS.clientContactDefault("Dana"));
    expect(team.contactSaved).toBe(TEAM_TEXTS.clientContactSaved);
    for (const b of BADGE_CATALOGUE) {
      expect(badges[b.code as keyof typeof badges]).toBe(b.name);
      expect(badges[`${b.code}.d` as keyof typeof badges]).toBe(b.description);
    }
    expect(Object.keys(badges)).toHaveLength(BADGE_CATALOGUE.length * 2);
    for (const [c, label] of Object.entries(BADGE_CATEGORY_LABELS))
      expect(achievements[c as keyof typeof achievements]).toBe(label);

    const s = useSubscriptionWords.english;
    for (const plan of PLANS) {
      expect(quotaLines(s, plan)).toEqual(describeQuotas(plan));
      expect(pitch(s, plan.id)).toEqual(PLAN_PITCH[plan.id]);
    }
    for (const status of Object.keys(statusText) as (keyof typeof statusText)[])
      expect(statusName(s, status)).toBe(statusText[status]);
    expect(s("loadFailed")).toBe(LOAD_FAILURE);
    expect(s("timing")).toBe(PLAN_CHANGE_TIMING);
    for (const status of ["canceling", "past_due", "active"])
      expect(blockedReason(s, status)).toBe(planChangeBlockedReason(status));
    for (const name of ["Olivia Owner", null]) expect(askOwner(s, name)).toBe(askOwnerLine(name));
    const base = {
      plan: "starter",
      status: "active",
      currentPeriodEnd: "2026-12-20T12:00:00.000Z",
      pendingPlan: null,
      pendingPlanAt: null,
      period: "monthly",
      paidFrom: null,
    } as unknown as SubscriptionStatusView;
    for (const v of [
      {},
      { period: "yearly" },
      { status: "canceling" },
      { status: "canceling", currentPeriodEnd: null },
      { paidFrom: "2026-12-01T00:00:00.000Z" },
      { pendingPlan: "solo", pendingPlanAt: "2026-12-20T12:00:00.000Z" },
      { currentPeriodEnd: null },
      { status: "trialing" },
    ] as Partial<SubscriptionStatusView>[]) {
      expect(billingIn(s, { ...base, ...v })).toBe(billingLine({ ...base, ...v }));
      expect(cancelText(useCancelWords.english, { ...base, ...v })).toBe(cancelConfirmation({ ...base, ...v }));
    }
    expect(fill(checkout.trialLine, { price: "$49/month", date: "Dec 1, 2026" }, "en-US")).toBe(
      checkoutTrialLine("$49/month", "Dec 1, 2026"),
    );
  });

  it("holds signing in person's and the payment options' texts as the shared schemas write them, word for word", () => {
    const company = "Webb Family Homes";
    const f = (message: string) => formatMessage(message, { company }, "en-US");
    const T = APPROVAL_TEXTS;
    expect(
      [
        "signatureTitle",
        "clear",
        "signerName",
        "reject",
        "approve",
        "approving",
        "approved",
        "approvalFailed",
        "rejected",
        "rejectionFailed",
        "rejectTitle",
        "rejectReason",
        "rejectPlaceholder",
        "cancel",
        "rejectSubmit",
        "rejecting",
      ].map((k) => [k, signing[k as keyof typeof signing]]),
    ).toEqual(
      [
        "signatureTitle",
        "clear",
        "signerName",
        "reject",
        "approve",
        "approving",
        "approved",
        "approvalFailed",
        "rejected",
        "rejectionFailed",
        "rejectTitle",
        "rejectReason",
        "rejectPlaceholder",
        "cancel",
        "rejectSubmit",
        "rejecting",
      ].map((k) => [k, T[k as keyof typeof T]]),
    );
    expect(f(signing.notified)).toBe(T.notified(company));
    expect(f(signing.rejectDescription)).toBe(T.rejectDescription(company));
    expect(signing.signatureRequired).toBe(SIGNATURE_REQUIRED);
    expect([signing.thanks, signing.thanksApprovedTitle, signing.thanksRejectedTitle, signing.nextSteps]).toEqual([
      THANK_YOU_TEXTS.title,
      THANK_YOU_TEXTS.approvedTitle,
      THANK_YOU_TEXTS.rejectedTitle,
      THANK_YOU_TEXTS.nextSteps,
    ]);
    expect(f(signing.thanksApproved)).toBe(THANK_YOU_TEXTS.approved(company));
    expect(f(signing.thanksRejected)).toBe(THANK_YOU_TEXTS.rejected(company));
    // The consent is the client's catalogue's, sent by the Worker with the view (ADR 0232): no app catalogue holds it.
    for (const { en } of Object.values(APP_CATALOGUES)) expect(Object.values(en)).not.toContain(CONSENT_TEXT);

    for (const [method, label] of Object.entries(PAYMENT_METHOD_LABELS))
      if (method in paymentLinks) expect(paymentLinks[method as keyof typeof paymentLinks], method).toBe(label);
    expect([paymentLinks.copiedToast, paymentLinks.failed]).toEqual([PAYMENT_LINK_COPIED, PAYMENT_LINKS_FAILED]);
  });

  it("holds the meetings', payments' and plan change's texts the shared schemas write, word for word", () => {
    expect([meetingRecorder.limitTitle, meetingRecorder.limitDescription, meetingRecorder.upgrade]).toEqual([
      MEETING_LIMIT_TOAST.title,
      MEETING_LIMIT_TOAST.description,
      MEETING_LIMIT_TOAST.action,
    ]);
    expect(fill(markPaid.amount, { currency: "USD" }, "en-US")).toBe(`${AMOUNT_RECEIVED_LABEL} (USD)`);
    expect(fill(markPaid.amountHint, { balance: "$5" }, "en-US")).toBe(amountReceivedHint("$5"));
    expect(markPaid.partRecorded).toBe(PART_PAYMENT_RECORDED);
    expect(fill(markPaid.partRecordedText, { amount: "$3", balance: "$5" }, "en-US")).toBe(
      partPaymentRecorded("$3", "$5"),
    );
    for (const m of ["bank", "check", "cash", "card", "other"] as const)
      expect(markPaid[m]).toBe(RECEIVED_PAYMENT_METHOD_LABELS[m]);
    expect([paymentRequest.sent, paymentRequest.failed, paymentRequest.unknownError]).toEqual([
      PAYMENT_REQUEST_SENT,
      PAYMENT_REQUEST_FAILED,
      PAYMENT_REQUEST_UNKNOWN_ERROR,
    ]);
    for (const type of SIGNATURE_TYPES) expect(paymentRequest[type]).toBe(SIGNATURE_TYPE_LABELS[type]);
    // The message's default is the client's to read: it is not in the contractor's catalogue.
    expect(Object.values(paymentRequest)).not.toContain(DEFAULT_PAYMENT_MESSAGE);

    const t = usePlanChangeWords.english;
    const now = new Date("2026-11-28T12:00:00.000Z");
    const periodEnd = "2026-12-20T12:00:00.000Z";
    const pairs: [PlanId, PlanId][] = [
      ["starter", "professional"],
      ["professional", "solo"],
      ["professional", "starter"],
      ["starter", "starter"],
    ];
    for (const [from, to] of pairs)
      for (const extra of [
        {},
        { periodEnd: null },
        { paidFrom: "2026-12-01T00:00:00.000Z" },
        { period: "yearly" as const },
        { pendingPlan: "solo" as PlanId },
        { teamSize: 2 },
        { teamSize: 4, currency: "EUR" },
      ]) {
        const args = { from, to, periodEnd, pendingPlan: null, now, ...extra };
        expect(planConfirmation(t, args)).toEqual(planChangeConfirmation(args));
      }
    for (const to of ["yearly", "monthly"] as const)
      for (const extra of [{}, { paidFrom: "2026-12-01T00:00:00.000Z" }, { currency: "GBP" }]) {
        const args = {
          plan: "starter" as PlanId,
          from: to === "yearly" ? "monthly" : "yearly",
          to,
          periodEnd,
          now,
          ...extra,
        };
        expect(periodConfirmation(t, args as Parameters<typeof periodConfirmation>[1])).toEqual(
          periodChangeConfirmation(args as Parameters<typeof periodChangeConfirmation>[0]),
        );
      }
    const view = { plan: "starter" as PlanId, pendingPlan: null, pendingPlanAt: null };
    for (const v of [
      {},
      { plan: null },
      { debitPending: true },
      { pendingPlan: "solo" as PlanId, pendingPlanAt: periodEnd },
      { awaitingPayment: { plan: "professional" as PlanId, invoiceUrl: "https://x" } },
      { plan: null, awaitingPayment: { plan: "professional" as PlanId, invoiceUrl: "https://x" } },
    ])
      expect(changedNotice(t, { ...view, ...v })).toEqual(planChangedNotice({ ...view, ...v }));
  });
});
