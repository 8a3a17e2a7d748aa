// Shared request/response contracts for web and worker.
export * from "./approvals";
export * from "./auth";
export * from "./clients";
export * from "./dashboard";
export * from "./entitlements";
export * from "./errors";
export * from "./fields";
export * from "./invoices";
export * from "./nudges";
export * from "./payments";
export * from "./plans";
export * from "./progress";
export * from "./projects";
export * from "./roi";
export * from "./security";
export * from "./support";
export * from "./uploads";
