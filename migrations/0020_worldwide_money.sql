-- Issue 33 (ADR 0148): each company bills in its own money, with its tax lines and its own invoice series.
-- Written by hand (several migrations land at once); mirrors schema/db/companies.ts, clients.ts and progress.ts.
-- Every existing company is a US company billing in dollars with no tax: the defaults keep its output unchanged.
ALTER TABLE `companies` ADD `currency` text DEFAULT 'USD' NOT NULL;
ALTER TABLE `companies` ADD `locale` text DEFAULT 'en-US' NOT NULL;
ALTER TABLE `companies` ADD `tax_mode` text DEFAULT 'none' NOT NULL;
ALTER TABLE `companies` ADD `tax_registrations` text DEFAULT '[]' NOT NULL;
ALTER TABLE `companies` ADD `default_tax_rate` text;
ALTER TABLE `companies` ADD `invoice_prefix` text DEFAULT 'INV-' NOT NULL;
ALTER TABLE `companies` ADD `invoice_counter` integer DEFAULT 0 NOT NULL;
ALTER TABLE `companies` ADD `address` text;
ALTER TABLE `clients` ADD `currency` text;
ALTER TABLE `clients` ADD `language` text;
ALTER TABLE `clients` ADD `address` text;
ALTER TABLE `clients` ADD `is_business` integer DEFAULT false NOT NULL;
ALTER TABLE `clients` ADD `reverse_charge` integer DEFAULT false NOT NULL;
ALTER TABLE `progress` ADD `currency` text DEFAULT 'USD' NOT NULL;
ALTER TABLE `progress` ADD `locale` text DEFAULT 'en-US' NOT NULL;
ALTER TABLE `progress` ADD `net_amount` integer DEFAULT 0 NOT NULL;
ALTER TABLE `progress` ADD `tax_amount` integer DEFAULT 0 NOT NULL;
ALTER TABLE `progress` ADD `total_amount` integer DEFAULT 0 NOT NULL;
ALTER TABLE `progress` ADD `tax_lines` text DEFAULT '[]' NOT NULL;
ALTER TABLE `progress` ADD `reverse_charge` text;
ALTER TABLE `progress` ADD `invoice_number` text;
-- A billing issued before tax lines had no tax: its net and total are the amount it was issued for.
UPDATE `progress` SET `net_amount` = `amount`, `total_amount` = `amount`;
-- Existing invoices keep the number they were issued with: the ledgers have called them "PS-<id>".
UPDATE `progress` SET `invoice_number` = 'PS-' || `id`;
CREATE UNIQUE INDEX `progress_company_invoice_number_uq` ON `progress` (`company_id`,`invoice_number`);
