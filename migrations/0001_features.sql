CREATE TABLE `relay_claims` (
	`key` text PRIMARY KEY NOT NULL,
	`claimed_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `clients` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `relay_after` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `enqueue_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `lease_until` integer;--> statement-breakpoint
CREATE INDEX `messages_relay_idx` ON `messages` (`status`,`relay_after`);--> statement-breakpoint
ALTER TABLE `projects` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_event_order` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `is_demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `demo_created_by` integer;