-- Issue 36 (ADR 0182): buyer_reference is BT-10 of a client's e-invoices, the reference a buyer asks its invoices to
-- carry (a German public client's Leitweg-ID, which XRechnung requires). Optional. The buyer's VAT identifier (BT-48)
-- is clients.tax_number (migration 0024).
-- Written by hand (several migrations land at once); mirrors schema/db/clients.ts.
ALTER TABLE `clients` ADD `buyer_reference` text;
