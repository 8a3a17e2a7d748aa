-- Connected accounting sync with QuickBooks Online and Xero (ADR 0126).
CREATE TABLE `accounting_integrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`provider` text NOT NULL,
	`tenant_id` text NOT NULL,
	`tenant_name` text,
	`access_token` text NOT NULL,
	`refresh_token` text NOT NULL,
	`access_expires_at` integer NOT NULL,
	`token_version` integer DEFAULT 1 NOT NULL,
	`refresh_lease_until` integer,
	`status` text DEFAULT 'connected' NOT NULL,
	`income_ref` text,
	`tax_code` text,
	`deposit_ref` text,
	`connected_by` integer NOT NULL,
	`reconciled_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`connected_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounting_integrations_company_uq` ON `accounting_integrations` (`company_id`);--> statement-breakpoint
CREATE INDEX `accounting_integrations_tenant_idx` ON `accounting_integrations` (`provider`,`tenant_id`);--> statement-breakpoint
CREATE TABLE `accounting_links` (
	`company_id` integer NOT NULL,
	`provider` text NOT NULL,
	`kind` text NOT NULL,
	`paystage_id` integer NOT NULL,
	`provider_id` text NOT NULL,
	`origin` text DEFAULT 'paystage' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`company_id`, `provider`, `kind`, `paystage_id`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounting_links_provider_uq` ON `accounting_links` (`company_id`,`provider`,`kind`,`provider_id`);--> statement-breakpoint
CREATE TABLE `accounting_sync_states` (
	`progress_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`provider` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `accounting_sync_states_company_idx` ON `accounting_sync_states` (`company_id`,`status`);--> statement-breakpoint
CREATE TABLE `accounting_oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`session_hash` text NOT NULL,
	`code_verifier` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `accounting_oauth_states_expires_idx` ON `accounting_oauth_states` (`expires_at`);--> statement-breakpoint
CREATE TABLE `accounting_webhook_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`provider`, `event_id`)
);
--> statement-breakpoint
CREATE INDEX `accounting_webhook_events_received_idx` ON `accounting_webhook_events` (`received_at`);--> statement-breakpoint
CREATE TABLE `local_accounting_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`tenant_id` text NOT NULL,
	`kind` text NOT NULL,
	`idempotency_key` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_accounting_records_key_uq` ON `local_accounting_records` (`provider`,`tenant_id`,`kind`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `local_accounting_records_kind_idx` ON `local_accounting_records` (`provider`,`tenant_id`,`kind`);
