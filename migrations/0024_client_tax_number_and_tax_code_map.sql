-- Issue 33 (ADR 0171, 0172): the customer's VAT number, which a reverse-charge invoice must show (EU VAT directive
-- art. 226(4); the UK domestic reverse charge), and each accounting connection's tax code per PayStage rate.
ALTER TABLE clients ADD COLUMN tax_number TEXT;
-- JSON {"GB-STD": "OUTPUT2", "CA-GST+CA-QC-QST": "7"}: the books' code for each rate group (schema/rules/ledger-tax.ts
-- taxKeyOf). The single tax_code stays as the code for a rate the map does not name.
ALTER TABLE accounting_integrations ADD COLUMN tax_codes TEXT;
