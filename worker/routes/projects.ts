// GET/POST /api/projects (?clientId=), GET/PATCH/DELETE /api/projects/{id}, its progress, and
// POST /api/projects/{id}/complete|reopen|archive|restore and GET /api/projects/archived: owner-scoped.
import { Hono } from "hono";
import { CreateProjectSchema, IdParamSchema, ProjectListQuerySchema, UpdateProjectSchema } from "#schema/contracts";
import { setNextPageHeaders } from "../lib/page-headers";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { deferSessionCheck, readAsUser } from "../middleware/session-batch";
import {
  archiveProject,
  completeProject,
  editProject,
  getArchivedProjects,
  removeProject,
  reopenProject,
  restoreProject,
} from "../services/project-lifecycle";
import { createProject, getProject, getProjectProgress, projectPageRead, toProjectPage } from "../services/projects";
import { assertCanAddProject } from "../services/quotas";
import type { AppEnv } from "../types";

export const projectRoutes = new Hono<AppEnv>()
  // One page, newest first, the session checked in the same D1 batch (ADR 0099, 0100).
  .get("/", deferSessionCheck, validate("query", ProjectListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const { user, data } = await readAsUser(c, (m) => [projectPageRead(c.var.db, m, query)]);
    const { items, nextCursor } = toProjectPage(data[0], query.limit, user);
    setNextPageHeaders(c, nextCursor);
    return c.json(items, 200);
  })
  .post("/", requireUser, validate("json", CreateProjectSchema), async (c) => {
    await assertCanAddProject(c.var.db, c.var.user);
    return c.json(await createProject(c.var.db, c.var.user, c.req.valid("json")), 201);
  })
  // Before /:id: the archived projects that Restore is offered for.
  .get("/archived", requireUser, async (c) => c.json(await getArchivedProjects(c.var.db, c.var.user), 200))
  .get("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getProject(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .get("/:id/progress", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getProjectProgress(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .patch("/:id", requireUser, validate("param", IdParamSchema), validate("json", UpdateProjectSchema), async (c) =>
    c.json(await editProject(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .post("/:id/complete", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await completeProject(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post("/:id/reopen", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await reopenProject(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post("/:id/archive", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await archiveProject(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post("/:id/restore", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await restoreProject(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .delete("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await removeProject(c.var.db, c.var.user, c.req.valid("param").id), 200),
  );
