-- The person who answers a company's clients once the member who billed has left (decisions.md, Teams): chosen by
-- the owner on /team; null means the company's first owner. A removed or unknown member here reads as null.
ALTER TABLE `companies` ADD `client_contact_id` integer;
