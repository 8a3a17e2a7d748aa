-- Issue 33 (ADR 0211): a company's own tax rates, beside the seeded ones. Each is dated like a seeded rate (in force
-- from valid_from, until valid_to exclusive) and has its own code, which a billing's tax line keeps and the accounting
-- connection maps to a tax code in the books like any seeded rate's.
CREATE TABLE `company_tax_rates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL REFERENCES `companies`(`id`) ON DELETE cascade,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`rate_milli` integer NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
CREATE UNIQUE INDEX `company_tax_rates_code` ON `company_tax_rates` (`company_id`, `code`);
