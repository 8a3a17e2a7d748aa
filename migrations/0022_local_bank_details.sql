-- Issue 33 (ADR 0159): getting paid to a local bank. Each country's own bank details beside the US routing number;
-- the account holder's name stays in bank_account_name, shared by every bank method. All nullable: a method is on
-- file once every field it needs is set (PAYMENT_METHOD_FIELDS). Written by hand; mirrors schema/db/companies.ts.
ALTER TABLE `companies` ADD `iban` text;
ALTER TABLE `companies` ADD `bic` text;
ALTER TABLE `companies` ADD `sort_code` text;
ALTER TABLE `companies` ADD `uk_account_number` text;
ALTER TABLE `companies` ADD `bsb` text;
ALTER TABLE `companies` ADD `au_account_number` text;
ALTER TABLE `companies` ADD `pay_id` text;
ALTER TABLE `companies` ADD `nz_account_number` text;
ALTER TABLE `companies` ADD `interac_email` text;
ALTER TABLE `companies` ADD `ca_transit_number` text;
ALTER TABLE `companies` ADD `ca_institution_number` text;
ALTER TABLE `companies` ADD `ca_account_number` text;
