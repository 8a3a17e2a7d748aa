-- Issue 36 (ADR 0180): a final invoice (Germany's Schlussrechnung) keeps the earlier stages it deducts, frozen when it
-- is issued: [{ invoiceNumber, issuedAt, netAmount, taxAmount }]. NULL for every stage and plain invoice.
ALTER TABLE `progress` ADD `deducted_stages` text;
