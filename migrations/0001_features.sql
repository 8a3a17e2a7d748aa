CREATE TABLE `meeting_recording_parts` (
	`meeting_id` integer NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`size` integer NOT NULL,
	PRIMARY KEY(`meeting_id`, `part_number`),
	FOREIGN KEY (`meeting_id`) REFERENCES `meeting_recordings`(`meeting_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `meeting_recordings` (
	`meeting_id` integer PRIMARY KEY NOT NULL,
	`r2_key` text NOT NULL,
	`upload_id` text NOT NULL,
	`content_type` text,
	`status` text DEFAULT 'uploading' NOT NULL,
	`size` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`meeting_id`) REFERENCES `meetings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `relay_claims` (
	`key` text PRIMARY KEY NOT NULL,
	`claimed_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `clients` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `meeting_shares` ADD `revoked_at` integer;--> statement-breakpoint
ALTER TABLE `meetings` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `meetings_owner_idempotency_uq` ON `meetings` (`user_id`,`idempotency_key`);--> statement-breakpoint
ALTER TABLE `messages` ADD `relay_after` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `enqueue_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `lease_until` integer;--> statement-breakpoint
CREATE INDEX `messages_relay_idx` ON `messages` (`status`,`relay_after`);--> statement-breakpoint
ALTER TABLE `projects` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_event_order` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `is_demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `demo_created_by` integer;