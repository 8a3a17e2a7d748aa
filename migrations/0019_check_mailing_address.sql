-- Issue 38 (ADR 0143): check instructions name where to mail the check. A client's page offers "Pay by check" only
-- once the company has a mailing address; before, it offered a check with nowhere to send it.
-- Written by hand (several migrations land at once); mirrors schema/db/companies.ts.
ALTER TABLE `companies` ADD `mailing_address` text;
