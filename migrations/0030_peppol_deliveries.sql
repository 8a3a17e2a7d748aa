-- Issue 36 (ADR 0193): Peppol delivery through an access point (Billit). One sender registration per company, one
-- delivery per billing (its idempotency key is what the access point dedupes a retried send by), and the incoming
-- invoices the access point reported, once each.
CREATE TABLE `peppol_senders` (
	`company_id` integer PRIMARY KEY NOT NULL REFERENCES `companies`(`id`) ON DELETE cascade,
	`provider` text NOT NULL,
	`registration_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
CREATE TABLE `peppol_deliveries` (
	`billing_id` integer PRIMARY KEY NOT NULL REFERENCES `progress`(`id`) ON DELETE cascade,
	`company_id` integer NOT NULL REFERENCES `companies`(`id`) ON DELETE cascade,
	`provider` text NOT NULL,
	`idempotency_key` text NOT NULL UNIQUE,
	`status` text DEFAULT 'sending' NOT NULL,
	`provider_order_id` text,
	`reason` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
CREATE INDEX `peppol_deliveries_order` ON `peppol_deliveries` (`provider`, `provider_order_id`);
CREATE TABLE `peppol_inbound` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`provider_order_id` text NOT NULL,
	`company_id` integer REFERENCES `companies`(`id`) ON DELETE cascade,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
CREATE UNIQUE INDEX `peppol_inbound_order` ON `peppol_inbound` (`provider`, `provider_order_id`);
