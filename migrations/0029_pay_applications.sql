-- Issue 37 (ADR 0189-0191): a project bills in stages or in pay applications. A pay-app project has a contract
-- (sum, retainage terms, site), a schedule of values, and applications whose figures are kept as they were sent.
-- "Retainage" throughout: "retention" is data retention in this code. Amounts are integer minor units of the
-- company's currency, rates basis points (1000 = 10%). Written by hand; mirrors schema/db/pay-apps.ts.
-- The contract sits beside the project, not in it (ADR 0189): every project answer and list reads projects' columns,
-- and a stage project's answers stay exactly as they were. No row: the project bills in stages.
CREATE TABLE `project_contracts` (
	`project_id` integer PRIMARY KEY NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`company_id` integer NOT NULL,
	`billing_mode` text NOT NULL DEFAULT 'stages',
	`original_contract_cents` integer NOT NULL DEFAULT 0,
	`retainage_work_bp` integer NOT NULL DEFAULT 0,
	`retainage_stored_bp` integer NOT NULL DEFAULT 0,
	`retainage_reduce_at_bp` integer,
	`retainage_reduced_work_bp` integer,
	`retainage_reduce_mode` text NOT NULL DEFAULT 'forward',
	`allow_overbilling` integer NOT NULL DEFAULT 0,
	`contract_date` text,
	`site_address` text,
	`site_state` text,
	`updated_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX `project_contracts_company_idx` ON `project_contracts` (`company_id`);
-- A schedule-of-values line. `source` and `change_order_id` let an approved change order become its own line later.
CREATE TABLE `sov_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`project_id` integer NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`item_no` text NOT NULL,
	`description` text NOT NULL,
	`scheduled_cents` integer NOT NULL,
	`source` text NOT NULL DEFAULT 'original',
	`change_order_id` integer,
	`sort` integer NOT NULL,
	`created_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer)),
	`updated_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX `sov_lines_project_idx` ON `sov_lines` (`company_id`, `project_id`, `sort`);
-- An application: what was typed, and (from sending) the summary lines as sent. `progress_id` is the billing row
-- sending issued for line 8 (ADR 0190): approval, payment, reminders and accounting read that row.
CREATE TABLE `pay_apps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`project_id` integer NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`app_no` integer NOT NULL,
	`kind` text NOT NULL,
	`period_to` text NOT NULL,
	`status` text NOT NULL DEFAULT 'draft',
	`release_amount` integer NOT NULL DEFAULT 0,
	`progress_id` integer REFERENCES `progress`(`id`) ON DELETE SET NULL,
	`original_contract_cents` integer NOT NULL DEFAULT 0,
	`net_change_cents` integer NOT NULL DEFAULT 0,
	`contract_sum_cents` integer NOT NULL DEFAULT 0,
	`completed_stored_cents` integer NOT NULL DEFAULT 0,
	`retainage_work_cents` integer NOT NULL DEFAULT 0,
	`retainage_stored_cents` integer NOT NULL DEFAULT 0,
	`earned_less_retainage_cents` integer NOT NULL DEFAULT 0,
	`previous_certificates_cents` integer NOT NULL DEFAULT 0,
	`current_due_cents` integer NOT NULL DEFAULT 0,
	`balance_incl_retainage_cents` integer NOT NULL DEFAULT 0,
	`work_rate_bp` integer NOT NULL DEFAULT 0,
	`sent_at` integer,
	`created_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
	`created_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer)),
	`updated_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX `pay_apps_number_uq` ON `pay_apps` (`project_id`, `app_no`);
CREATE INDEX `pay_apps_company_idx` ON `pay_apps` (`company_id`, `project_id`);
CREATE INDEX `pay_apps_progress_idx` ON `pay_apps` (`progress_id`);
-- One continuation-sheet row: what was typed (E, F) and the figures computed with it (columns A-D, retainage).
CREATE TABLE `pay_app_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`pay_app_id` integer NOT NULL REFERENCES `pay_apps`(`id`) ON DELETE CASCADE,
	`sov_line_id` integer NOT NULL REFERENCES `sov_lines`(`id`) ON DELETE RESTRICT,
	`item_no` text NOT NULL,
	`description` text NOT NULL,
	`scheduled_cents` integer NOT NULL,
	`from_previous_cents` integer NOT NULL DEFAULT 0,
	`work_this_period_cents` integer NOT NULL DEFAULT 0,
	`stored_materials_cents` integer NOT NULL DEFAULT 0,
	`work_retainage_cents` integer NOT NULL DEFAULT 0,
	`stored_retainage_cents` integer NOT NULL DEFAULT 0,
	`released_this_period_cents` integer NOT NULL DEFAULT 0,
	`released_to_date_cents` integer NOT NULL DEFAULT 0,
	`sort` integer NOT NULL
);
CREATE UNIQUE INDEX `pay_app_lines_uq` ON `pay_app_lines` (`pay_app_id`, `sov_line_id`);
