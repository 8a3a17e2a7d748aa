-- Issue 36 (ADR 0182): what a client's e-invoice names it by. buyer_reference is BT-10, the reference a buyer asks its
-- invoices to carry (a German public client's Leitweg-ID, which XRechnung requires); vat_number is BT-48, the buyer's
-- VAT identifier, which EN 16931 requires beside a reverse charge (BR-AE-02). Both optional.
-- Written by hand (several migrations land at once); mirrors schema/db/clients.ts.
ALTER TABLE `clients` ADD `buyer_reference` text;
ALTER TABLE `clients` ADD `vat_number` text;
