-- Issue 32 (ADR 0134): a Xero connection names the organisation this consent chose and its connection id (so a
-- disconnect removes only that one), keeps the organisations to choose from when one consent granted several, and
-- paces calls per organisation (one job at a time, a bounded number a minute, paused while the provider asks).
-- A sync the queue gave up on for a temporary reason is marked retryable, so the hourly reconciliation takes it up.
-- Written by hand (several migrations land at once); mirrors schema/db/accounting.ts.
ALTER TABLE `accounting_integrations` ADD `connection_id` text;--> statement-breakpoint
ALTER TABLE `accounting_integrations` ADD `tenant_choices` text;--> statement-breakpoint
ALTER TABLE `accounting_integrations` ADD `api_turn_until` integer;--> statement-breakpoint
ALTER TABLE `accounting_integrations` ADD `api_paused_until` integer;--> statement-breakpoint
ALTER TABLE `accounting_integrations` ADD `api_window_start` integer;--> statement-breakpoint
ALTER TABLE `accounting_integrations` ADD `api_window_turns` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `accounting_sync_states` ADD `retryable` integer DEFAULT 0 NOT NULL;
