-- Recordings as self-contained segments, each transcribed alone (ADR 0121).
CREATE TABLE `meeting_segments` (
	`meeting_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`offset` integer NOT NULL,
	`size` integer NOT NULL,
	`transcript` text,
	`transcribed_at` integer,
	PRIMARY KEY(`meeting_id`, `seq`),
	FOREIGN KEY (`meeting_id`) REFERENCES `meeting_recordings`(`meeting_id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
-- The dead-letter consumer's record of every job the queue gave up on; deleted after its retention.
CREATE TABLE `dead_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`queue` text NOT NULL,
	`job_type` text,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`message_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `dead_letters_message_id_unique` ON `dead_letters` (`message_id`);--> statement-breakpoint
CREATE INDEX `dead_letters_created_idx` ON `dead_letters` (`created_at`);
