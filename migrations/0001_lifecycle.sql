ALTER TABLE `clients` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `archived_at` integer;