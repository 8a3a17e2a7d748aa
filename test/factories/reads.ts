// What a test reads back to check an outcome, one helper per thing: the bell through the API as its owner sees it, and
// the rows the services wrote (notifications, reminder history) straight from the tables, typed by their columns.
import { env } from "cloudflare:workers";
import type { notifications } from "#schema/db/activity";
import { type Browser, ok } from "../worker/http";

/** The bell as its owner reads it: `GET /api/notifications`, typed by the route. */
export const notificationsOf = (browser: Browser) => ok(browser.api.notifications.$get());

/** A `notifications` row as the table stores it. */
export type NotificationRow = {
  id: number;
  user_id: number;
  kind: (typeof notifications.$inferSelect)["kind"];
  title: string;
  body: string;
  link: string | null;
  read_at: number | null;
  created_at: number;
};

/** Every notification row of a user, oldest first (what the services wrote, read or not). */
export const notificationRowsOf = (userId: number) =>
  env.DB.prepare("select * from notifications where user_id = ? order by id")
    .bind(userId)
    .all<NotificationRow>()
    .then((r) => r.results);

/** A `nudge_history` row as the table stores it: booleans are 0/1, channels a JSON array. */
export type NudgeHistoryRow = {
  id: number;
  progress_id: number;
  template_id: number | null;
  user_id: number;
  sent_at: number;
  automatic: number;
  success: number;
  error_message: string | null;
  channels: string;
  dedupe_key: string | null;
};

/** Every reminder sent for a progress (by hand or by the sweep), oldest first. */
export const nudgeHistoryOf = (progressId: number) =>
  env.DB.prepare("select * from nudge_history where progress_id = ? order by id")
    .bind(progressId)
    .all<NudgeHistoryRow>()
    .then((r) => r.results);

/** One meeting as its owner reads it: `GET /api/meetings/{id}`, typed by the route. */
export const meetingOf = (browser: Browser, id: number) =>
  ok(browser.api.meetings[":id"].$get({ param: { id: String(id) } }));
