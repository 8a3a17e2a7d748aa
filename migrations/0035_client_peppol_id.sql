-- Issue 36 (ADR 0203): peppol_id is the client's Peppol participant id ("0204:991-12345-67", "0106:12345678") where
-- its VAT number does not give one (clients.tax_number gives 0208 in Belgium, 9930 in Germany, ...). Optional.
-- Written by hand (several migrations land at once); mirrors schema/db/clients.ts.
ALTER TABLE `clients` ADD `peppol_id` text;
