-- Issue 37 (ADR 0205-0207): change orders and deposits. Amounts are integer minor units of the project's currency; a
-- change order's amount is signed (a deduction is negative). Written by hand; mirrors schema/db/change-orders.ts.
-- A change order goes to the client by the same link, signature and evidence as a billing (ADR 0205): the decision's
-- evidence is written once on its row. Only an approved one moves the contract sum, from the first application whose
-- period ends on or after `approved_on`, and its schedule-of-values effect is derived from it (ADR 0206).
CREATE TABLE `change_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`project_id` integer NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`number` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`amount_cents` integer NOT NULL,
	`days_added` integer NOT NULL DEFAULT 0,
	`status` text NOT NULL DEFAULT 'draft',
	`sov_effect` text NOT NULL DEFAULT 'new_line',
	`sov_line_id` integer REFERENCES `sov_lines`(`id`) ON DELETE SET NULL,
	`bill_on_approval` integer NOT NULL DEFAULT 0,
	`reverses_id` integer REFERENCES `change_orders`(`id`) ON DELETE SET NULL,
	`progress_id` integer REFERENCES `progress`(`id`) ON DELETE SET NULL,
	`sent_at` integer,
	`approved_on` text,
	`decided_at` integer,
	`signer_name` text,
	`signature_key` text,
	`signature_sha256` text,
	`reject_reason` text,
	`content_hash` text,
	`consent_text` text,
	`consent_language` text,
	`ip` text,
	`user_agent` text,
	`created_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
	`created_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer)),
	`updated_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX `change_orders_number_uq` ON `change_orders` (`project_id`, `number`);
CREATE UNIQUE INDEX `change_orders_reverses_uq` ON `change_orders` (`reverses_id`);
CREATE INDEX `change_orders_company_idx` ON `change_orders` (`company_id`, `project_id`);
-- One deposit per project, billed as its own billing (`progress_id`); applied to later billings once that is paid.
CREATE TABLE `deposits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`project_id` integer NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`basis` text NOT NULL,
	`percent_bp` integer,
	`amount_cents` integer NOT NULL,
	`apply_method` text NOT NULL,
	`progress_id` integer REFERENCES `progress`(`id`) ON DELETE SET NULL,
	`created_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX `deposits_project_uq` ON `deposits` (`project_id`);
CREATE INDEX `deposits_company_idx` ON `deposits` (`company_id`);
-- What each later billing took off the deposit: a stage billing (`progress_id`) or an application (`pay_app_id`).
CREATE TABLE `deposit_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`deposit_id` integer NOT NULL REFERENCES `deposits`(`id`) ON DELETE CASCADE,
	`progress_id` integer REFERENCES `progress`(`id`) ON DELETE CASCADE,
	`pay_app_id` integer REFERENCES `pay_apps`(`id`) ON DELETE CASCADE,
	`applied_cents` integer NOT NULL
);
CREATE UNIQUE INDEX `deposit_applications_progress_uq` ON `deposit_applications` (`progress_id`);
CREATE UNIQUE INDEX `deposit_applications_pay_app_uq` ON `deposit_applications` (`pay_app_id`);
CREATE INDEX `deposit_applications_deposit_idx` ON `deposit_applications` (`deposit_id`);
