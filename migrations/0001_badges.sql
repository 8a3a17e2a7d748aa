ALTER TABLE `users` ADD `is_demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `demo_created_by` integer;