-- Issue 37 (ADR 0208-0210): US lien waivers. A waiver keeps the exact text it was made from (a statutory state's
-- locked text or the company's template, by version and SHA-256) and the fields filled into it, so a later template
-- edit never changes a waiver already made. The contractor signs its own waivers; a vendor signs one requested from
-- it through a link whose token is stored only as its SHA-256. Written by hand; mirrors schema/db/lien-waivers.ts.
CREATE TABLE `lien_waiver_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`version` integer NOT NULL,
	`body` text NOT NULL,
	`created_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
	`created_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
-- An edit is a new version; two edits racing for one number is one row and a 409.
CREATE UNIQUE INDEX `lien_waiver_templates_version_uq` ON `lien_waiver_templates` (`company_id`, `kind`, `version`);
CREATE TABLE `lien_waivers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`project_id` integer NOT NULL REFERENCES `projects`(`id`) ON DELETE CASCADE,
	`pay_app_id` integer NOT NULL REFERENCES `pay_apps`(`id`) ON DELETE CASCADE,
	`party` text NOT NULL DEFAULT 'self',
	`vendor_name` text,
	`vendor_email` text,
	`kind` text NOT NULL,
	`state` text NOT NULL,
	`template_key` text NOT NULL,
	`body` text NOT NULL,
	`body_sha256` text NOT NULL,
	`text_pending` integer NOT NULL DEFAULT 0,
	`style` text NOT NULL DEFAULT 'plain',
	`fields` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`through_date` text,
	`status` text NOT NULL DEFAULT 'unsigned',
	`notary_required` integer NOT NULL DEFAULT 0,
	`signer_name` text,
	`signer_title` text,
	`signed_at` integer,
	`evidence` text,
	`notary` text,
	`deadline_on` text,
	`deadline_reminded_at` integer,
	`link_token_hash` text,
	`created_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
	`created_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer)),
	`updated_at` integer NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX `lien_waivers_app_idx` ON `lien_waivers` (`company_id`, `pay_app_id`);
-- The contractor's own waiver of each kind is made once per application: a double tap or a resend finds it.
CREATE UNIQUE INDEX `lien_waivers_self_uq` ON `lien_waivers` (`pay_app_id`, `kind`) WHERE `party` = 'self';
CREATE UNIQUE INDEX `lien_waivers_link_uq` ON `lien_waivers` (`link_token_hash`);
-- The deadline sweep (GA 90 days, MS 60 days) reads only the waivers still to remind, oldest deadline first.
CREATE INDEX `lien_waivers_deadline_idx` ON `lien_waivers` (`deadline_on`) WHERE `deadline_reminded_at` IS NULL AND `deadline_on` IS NOT NULL;
