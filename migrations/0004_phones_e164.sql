-- Phones in E.164 (ADR 0118). Written by hand: SQL cannot parse phone numbers, so the columns come here and the
-- rows are rewritten by the queued "phone-backfill" job, which stamps backfills.done_at when it has seen them all.
ALTER TABLE `companies` ADD `country` text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `phone_invalid` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `phone_invalid` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `invites` ADD `phone_invalid` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE `backfills` (
	`name` text PRIMARY KEY NOT NULL,
	`done_at` integer
);--> statement-breakpoint
INSERT INTO `backfills` (`name`) VALUES ('phones-e164');
