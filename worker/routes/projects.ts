// GET/POST /api/projects (?clientId=), GET /api/projects/{id} and its progress: owner-scoped.
import { Hono } from "hono";
import { CreateProjectSchema, IdParamSchema, ProjectListQuerySchema } from "../../schema/contracts";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { createProject, getProject, getProjectProgress, getProjects } from "../services/projects";
import { assertCanAddProject } from "../services/quotas";
import type { AppEnv } from "../types";

export const projectRoutes = new Hono<AppEnv>()
  .get("/", requireUser, validate("query", ProjectListQuerySchema), async (c) =>
    c.json(await getProjects(c.var.db, c.var.user.id, c.req.valid("query").clientId), 200),
  )
  .post("/", requireUser, validate("json", CreateProjectSchema), async (c) => {
    await assertCanAddProject(c.var.db, c.var.user);
    return c.json(await createProject(c.var.db, c.var.user.id, c.req.valid("json")), 201);
  })
  .get("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getProject(c.var.db, c.var.user.id, c.req.valid("param").id), 200),
  )
  .get("/:id/progress", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getProjectProgress(c.var.db, c.var.user.id, c.req.valid("param").id), 200),
  );
