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
ALTER TABLE `meeting_shares` ADD `revoked_at` integer;--> statement-breakpoint
ALTER TABLE `meetings` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `meetings_owner_idempotency_uq` ON `meetings` (`user_id`,`idempotency_key`);