-- Issue 23 (ADR 0123): the app's free trial ends at a stored instant that survives subscribing, so a company that
-- subscribes during the trial keeps the trial's quotas until then. Trials still running keep the end they show
-- (subscription_expires_at); every other company's trial ended 14 days after it was created.
-- Written by hand (several migrations land at once); mirrors schema/db/companies.ts.
ALTER TABLE `companies` ADD `trial_ends_at` integer;--> statement-breakpoint
UPDATE `companies` SET `trial_ends_at` = `subscription_expires_at` WHERE `subscription_status` = 'trialing' AND `subscription_expires_at` IS NOT NULL;--> statement-breakpoint
UPDATE `companies` SET `trial_ends_at` = `created_at` + 14 * 86400000 WHERE `trial_ends_at` IS NULL;
