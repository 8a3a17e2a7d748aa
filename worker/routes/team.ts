// /api/team (members, invites, roles, ownership) and the public /api/invites/{token} (preview, accept).
import { Hono } from "hono";
import { IdParamSchema } from "#schema/contracts/fields";
import {
  AcceptInviteSchema,
  ClientContactSchema,
  InviteSchema,
  InviteTokenParamSchema,
  RoleChangeSchema,
  TransferOwnershipSchema,
} from "#schema/contracts/team";
import { appLanguageFrom } from "#schema/i18n/app-language";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { LIMITS, limitPerAddress } from "../security/rate-limit";
import { toPublicUser } from "../services/accounts";
import { readSession } from "../services/sessions";
import { completeSignIn } from "../services/sign-in";
import {
  acceptInvite,
  cancelInvite,
  changeRole,
  getTeam,
  inviteMember,
  previewInvite,
  removeMember,
  setClientContact,
  transferOwnership,
} from "../services/team";
import type { AppEnv } from "../types";

export const teamRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await getTeam(c.var.db, c.var.user), 200))
  .post("/invites", requireUser, validate("json", InviteSchema), async (c) =>
    c.json(await inviteMember(c, c.env, c.var.db, c.var.user, c.req.valid("json")), 201),
  )
  .delete("/invites/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await cancelInvite(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .patch("/members/:id", requireUser, validate("param", IdParamSchema), validate("json", RoleChangeSchema), async (c) =>
    c.json(await changeRole(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json").role), 200),
  )
  .delete("/members/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await removeMember(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .put("/client-contact", requireUser, validate("json", ClientContactSchema), async (c) =>
    c.json(await setClientContact(c.var.db, c.var.user, c.req.valid("json").userId), 200),
  )
  .post("/transfer-ownership", requireUser, validate("json", TransferOwnershipSchema), async (c) =>
    c.json(await transferOwnership(c.var.db, c.var.user, c.req.valid("json").userId), 200),
  );

/** No account yet: the token is the authorization, one invite at a time, and per-address limits apply. */
export const inviteRoutes = new Hono<AppEnv>()
  .get("/:token", validate("param", InviteTokenParamSchema), async (c) =>
    c.json(await previewInvite(c.var.db, c.req.valid("param").token), 200),
  )
  .post(
    "/:token/accept",
    limitPerAddress(LIMITS.register),
    validate("param", InviteTokenParamSchema),
    validate("json", AcceptInviteSchema),
    async (c) => {
      const signedIn = await readSession(c, c.var.db, c.env.SESSION_SECRET);
      const user = await acceptInvite(
        c.var.db,
        c.req.valid("param").token,
        {
          ...c.req.valid("json"),
          language: c.req.valid("json").language ?? appLanguageFrom(c.req.header("accept-language")),
        },
        signedIn?.user.id ?? null,
        c.env,
      );
      await completeSignIn(c, c.var.db, user, { firstDevice: true });
      return c.json(toPublicUser(user), 201);
    },
  );
