-- Issue 22 (ADR 0120): one open Checkout Session per company, and second subscriptions recorded once when
-- cancelled and refunded. Written by hand (several migrations land at once); mirrors schema/db/companies.ts and
-- schema/db/billing.ts.
ALTER TABLE `companies` ADD `stripe_checkout_session_id` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `stripe_checkout_plan` text;--> statement-breakpoint
CREATE TABLE `stripe_duplicate_subscriptions` (
	`subscription_id` text PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`refunds` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
CREATE INDEX `stripe_duplicate_subscriptions_company_idx` ON `stripe_duplicate_subscriptions` (`company_id`);
