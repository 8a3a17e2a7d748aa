CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_name` text,
	`timezone` text DEFAULT 'America/New_York' NOT NULL,
	`preferred_payment_method` text DEFAULT 'bank' NOT NULL,
	`bank_account_name` text,
	`bank_account_number` text,
	`bank_routing_number` text,
	`paypal_username` text,
	`venmo_username` text,
	`zelle_email` text,
	`cash_app_username` text,
	`subscription_plan` text,
	`subscription_status` text DEFAULT 'trialing' NOT NULL,
	`subscription_expires_at` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_event_order` integer,
	`meetings_used` integer DEFAULT 0 NOT NULL,
	`meetings_limit` integer DEFAULT 0 NOT NULL,
	`meetings_reset_date` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
CREATE INDEX `companies_stripe_customer_idx` ON `companies` (`stripe_customer_id`);--> statement-breakpoint
CREATE TABLE `invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text,
	`phone` text,
	`role` text NOT NULL,
	`invited_by` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_user_id` integer,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX `invites_token_hash_uq` ON `invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invites_company_idx` ON `invites` (`company_id`,`created_at`);--> statement-breakpoint
INSERT INTO `companies` (`id`, `company_name`, `timezone`, `preferred_payment_method`, `bank_account_name`, `bank_account_number`, `bank_routing_number`, `paypal_username`, `venmo_username`, `zelle_email`, `cash_app_username`, `subscription_plan`, `subscription_status`, `subscription_expires_at`, `cancel_at_period_end`, `stripe_customer_id`, `stripe_subscription_id`, `subscription_event_order`, `meetings_used`, `meetings_limit`, `meetings_reset_date`, `created_at`, `updated_at`) SELECT `id`, `company_name`, `timezone`, `preferred_payment_method`, `bank_account_name`, `bank_account_number`, `bank_routing_number`, `paypal_username`, `venmo_username`, `zelle_email`, `cash_app_username`, `subscription_plan`, `subscription_status`, `subscription_expires_at`, `cancel_at_period_end`, `stripe_customer_id`, `stripe_subscription_id`, `subscription_event_order`, `meetings_used`, `meetings_limit`, `meetings_reset_date`, `created_at`, `updated_at` FROM `users`;--> statement-breakpoint
ALTER TABLE `users` ADD `company_id` integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE `users` SET `company_id` = `id`;--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `clients` ADD `company_id` integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE `clients` SET `company_id` = (SELECT `company_id` FROM `users` WHERE `users`.`id` = `clients`.`user_id`);--> statement-breakpoint
ALTER TABLE `projects` ADD `company_id` integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE `projects` SET `company_id` = (SELECT `company_id` FROM `users` WHERE `users`.`id` = `projects`.`user_id`);--> statement-breakpoint
ALTER TABLE `progress` ADD `company_id` integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE `progress` SET `company_id` = (SELECT `company_id` FROM `users` WHERE `users`.`id` = `progress`.`submitted_by`);--> statement-breakpoint
ALTER TABLE `uploads` ADD `company_id` integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE `uploads` SET `company_id` = (SELECT `company_id` FROM `users` WHERE `users`.`id` = `uploads`.`user_id`);--> statement-breakpoint
ALTER TABLE `nudge_templates` ADD `company_id` integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE `nudge_templates` SET `company_id` = (SELECT `company_id` FROM `users` WHERE `users`.`id` = `nudge_templates`.`user_id`);--> statement-breakpoint
ALTER TABLE `meetings` ADD `company_id` integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE `meetings` SET `company_id` = (SELECT `company_id` FROM `users` WHERE `users`.`id` = `meetings`.`user_id`);--> statement-breakpoint
ALTER TABLE `messages` ADD `company_id` integer;--> statement-breakpoint
UPDATE `messages` SET `company_id` = (SELECT `company_id` FROM `users` WHERE `users`.`id` = `messages`.`user_id`) WHERE `user_id` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `progress` ADD `paid_by` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `approvals` ADD `recorded_by` integer REFERENCES users(id);--> statement-breakpoint
DROP INDEX `clients_user_idx`;--> statement-breakpoint
DROP INDEX `meetings_user_idx`;--> statement-breakpoint
DROP INDEX `nudge_templates_user_idx`;--> statement-breakpoint
DROP INDEX `progress_owner_idempotency_uq`;--> statement-breakpoint
DROP INDEX `progress_owner_created_idx`;--> statement-breakpoint
DROP INDEX `progress_owner_status_idx`;--> statement-breakpoint
DROP INDEX `progress_owner_due_idx`;--> statement-breakpoint
DROP INDEX `uploads_user_content_idx`;--> statement-breakpoint
DROP INDEX `projects_user_idx`;--> statement-breakpoint
CREATE INDEX `clients_company_idx` ON `clients` (`company_id`,`name`);--> statement-breakpoint
CREATE INDEX `meetings_company_idx` ON `meetings` (`company_id`,`meeting_date`);--> statement-breakpoint
CREATE INDEX `nudge_templates_company_idx` ON `nudge_templates` (`company_id`,`trigger_type`);--> statement-breakpoint
CREATE UNIQUE INDEX `progress_member_idempotency_uq` ON `progress` (`submitted_by`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `progress_company_created_idx` ON `progress` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `progress_company_status_idx` ON `progress` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `progress_member_created_idx` ON `progress` (`submitted_by`,`created_at`);--> statement-breakpoint
CREATE INDEX `progress_company_due_idx` ON `progress` (`company_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `uploads_company_content_idx` ON `uploads` (`company_id`,`sha256`);--> statement-breakpoint
CREATE INDEX `projects_company_idx` ON `projects` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `messages_company_created_idx` ON `messages` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company_id`);--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `company_name`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `timezone`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `preferred_payment_method`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `bank_account_name`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `bank_account_number`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `bank_routing_number`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `paypal_username`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `venmo_username`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `zelle_email`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `cash_app_username`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `subscription_plan`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `subscription_status`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `subscription_expires_at`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `cancel_at_period_end`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `stripe_customer_id`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `stripe_subscription_id`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `subscription_event_order`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `meetings_used`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `meetings_limit`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `meetings_reset_date`;