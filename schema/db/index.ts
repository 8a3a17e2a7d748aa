// Every table, for drizzle-kit and for drizzle(db, { schema }).
export * from "./accounting";
export * from "./achievements";
export * from "./activity";
export * from "./backfills";
export * from "./billing";
export * from "./change-orders";
export * from "./clients";
export * from "./companies";
export * from "./company-tax-rates";
export * from "./kept-invoices";

export * from "./lien-waivers";
export * from "./meetings";
export * from "./nudges";
export * from "./outbox";
export * from "./pay-apps";
export * from "./peppol";
export * from "./progress";
export * from "./projects";
export * from "./security";
export * from "./users";
