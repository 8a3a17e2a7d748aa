-- The consent sentence an approval was signed under, exactly as shown, and its language (issue 34, ADR 0176).
-- Existing approvals keep NULL: they were all signed under the English sentence the certificate already prints.
ALTER TABLE `approvals` ADD `consent_text` text;
--> statement-breakpoint
ALTER TABLE `approvals` ADD `consent_language` text;
