// Shared request/response contracts for web and worker.
export * from "./auth";
export * from "./errors";
export * from "./fields";
