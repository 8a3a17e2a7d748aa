// The admin's demo accounts (spec sections 3, 6, 7, 8).
export type DemoAccount = { username: string; password: string };

export const DEMO_RATE_LIMITED =
  "You've created demo accounts 3 times in the last hour. Please wait before creating more.";
export const TEST_ACCOUNTS_CREATED = "Test Accounts Created";
export const TEST_ACCOUNTS_FAILED = "Failed to Create Test Accounts";
