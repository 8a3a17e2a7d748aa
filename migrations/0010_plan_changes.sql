-- Issue 23 (ADR 0123): how the subscription bills (monthly or yearly, from its Stripe Price), and a downgrade waits for the period's end. The plan it goes to, when, and the Stripe
-- subscription schedule that will make it; cleared by the subscription event that carries the new plan.
-- Written by hand (several migrations land at once); mirrors schema/db/companies.ts.
ALTER TABLE `companies` ADD `subscription_period` text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `pending_plan` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `pending_plan_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `stripe_schedule_id` text;
