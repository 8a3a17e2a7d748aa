-- Deleting a company's account (issue 35, ADR 0226). `erase_requested_at` marks a company whose owner asked for the
-- deletion: the erasure job acts only on a company so marked. `kept_invoices` holds what tax law needs of each invoice
-- the company issued (number, date, amounts, tax lines, both parties as printed, the approval record) once every
-- other row is erased, until `purge_after` (schema/rules/invoice-retention.ts), when the retention job deletes it
-- through `kept_invoices_purge_idx`.
ALTER TABLE `companies` ADD `erase_requested_at` integer;
CREATE TABLE `kept_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`progress_id` integer NOT NULL,
	`country` text NOT NULL,
	`invoice_number` text NOT NULL,
	`issued_at` integer NOT NULL,
	`currency` text NOT NULL,
	`net_amount` integer NOT NULL,
	`tax_amount` integer NOT NULL,
	`total_amount` integer NOT NULL,
	`tax_lines` text NOT NULL,
	`reverse_charge` text,
	`deducted_stages` text,
	`status` text NOT NULL,
	`supply` text NOT NULL,
	`supplier` text NOT NULL,
	`customer` text NOT NULL,
	`approval` text,
	`kept_at` integer NOT NULL,
	`purge_after` integer NOT NULL
);
CREATE UNIQUE INDEX `kept_invoices_progress_uq` ON `kept_invoices` (`progress_id`);
CREATE INDEX `kept_invoices_purge_idx` ON `kept_invoices` (`purge_after`);
