// Every key of every app catalogue in every language (issue 34, ADR 0195): the same keys and arguments as English,
// every message rendered in every plural category with no brace left, Spanish actually Spanish, and the spec's
// English exactly where the shared schemas and the dashboard's API hold it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { askOwnerLine } from "#schema/contracts/ask-owner";
import { RegisterFormSchema } from "#schema/contracts/auth";
import { NOT_BILLED_YET } from "#schema/contracts/billing-labels";
import {
  ACTIVITY_TYPES,
  NO_ACTIVE_PROJECTS,
  NO_ACTIVE_PROJECTS_HINT,
  NO_RECENT_ACTIVITY,
} from "#schema/contracts/dashboard";
import {
  ADD_SALES_TAX,
  NET_LABEL,
  SALES_TAX_HELP,
  SALES_TAX_RATE_INVALID,
  TOTAL_LABEL,
} from "#schema/contracts/tax-texts";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import { spanishOf } from "#schema/i18n/app/es/said-lookup";
import { appLanguageFrom } from "#schema/i18n/app-language";
import { argumentNames, formatMessage } from "#schema/i18n/message-format";
import { fill } from "#web/lib/words";

const LOCALES = { en: "en-US", es: "es-US" } as const;

describe("app catalogues", () => {
  it("lists every catalogue file, in both languages", () => {
    const files = (dir: string) =>
      readdirSync(`schema/i18n/app/${dir}`)
        .filter((f) => f.endsWith(".ts") && f !== "said-lookup.ts")
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
    const alike = new Set(["Total", "Email", "plan"]);
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
  });

  it("knows, in Spanish, the sentences the schemas write: each one is a message the schemas really send", () => {
    const issues = RegisterFormSchema.safeParse({ password: "a", confirmPassword: "b" });
    expect(issues.success).toBe(false);
    const messages = issues.error!.issues.map((i) => i.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(spanishOf.has(message), message).toBe(true);
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
    const missing = Object.values(APP_CATALOGUES.said!.en).filter((text) => !all.includes(`"${text}"`));
    expect(missing).toEqual([]);
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
});
