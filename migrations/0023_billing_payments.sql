-- Issue 38 (ADR 0165): part payments. Every payment a billing receives is a row here (marked by a person, or read
-- from the connected books), and progress.amount_paid is their running sum, kept in the same batch as each row:
-- balance due = total_amount - amount_paid. A billing stays 'approved' until its balance reaches 0, then 'paid'.
-- Written by hand (several migrations land at once); mirrors schema/db/progress.ts.
CREATE TABLE `billing_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`progress_id` integer NOT NULL REFERENCES `progress`(`id`) ON DELETE CASCADE,
	`amount` integer NOT NULL,
	`method` text NOT NULL,
	`reference` text,
	`received_on` text NOT NULL,
	`recorded_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
	`source` text NOT NULL DEFAULT 'manual',
	`external_id` text,
	`idempotency_key` text,
	`created_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX `billing_payments_company_progress_idx` ON `billing_payments` (`company_id`, `progress_id`);
-- A payment read from the books again (webhook and reconciliation) is one row; NULLs (manual rows) never collide.
CREATE UNIQUE INDEX `billing_payments_external_uq` ON `billing_payments` (`company_id`, `source`, `external_id`);
-- A double-submitted Mark paid (same Idempotency-Key) is one row.
CREATE UNIQUE INDEX `billing_payments_idempotency_uq` ON `billing_payments` (`company_id`, `idempotency_key`);
ALTER TABLE `progress` ADD `amount_paid` integer NOT NULL DEFAULT 0;
-- Billings paid before the ledger: one payment of their total, on the day they were marked paid.
UPDATE `progress` SET `amount_paid` = `total_amount` WHERE `status` = 'paid';
INSERT INTO `billing_payments` (`company_id`, `progress_id`, `amount`, `method`, `reference`, `received_on`, `recorded_by`, `source`, `created_at`)
SELECT `company_id`, `id`, `total_amount`, coalesce(`payment_method`, 'other'), `payment_reference`,
	date(coalesce(`paid_at`, `updated_at`) / 1000, 'unixepoch'), `paid_by`, 'manual', coalesce(`paid_at`, `updated_at`)
FROM `progress` WHERE `status` = 'paid';
