// Component tests render a page inside the app's real providers (query client with the spec's defaults, toaster,
// slots), the shell's page-header context and a memory router; the API is a stubbed fetch answering by route.
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { expect, vi } from "vitest";
import { Providers } from "#web/app/providers";
import { PageHeaderProvider } from "#web/components/shell/page-header";

/** Renders `element` at `url` (matched by `path`) with the real providers; `routes` are where it may navigate to. */
export function renderPage(
  element: ReactNode,
  { path = "/", url = path, routes = [] }: { path?: string; url?: string; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [url] });
  const view = render(
    <Providers>
      <PageHeaderProvider>
        <RouterProvider router={router} />
      </PageHeaderProvider>
    </Providers>,
  );
  return { ...view, router };
}

export type ApiCall = { method: string; path: string; body: unknown };
type Answer = Response | ((call: ApiCall) => Response | Promise<Response>);

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Replaces fetch with answers keyed "METHOD /api/path" (query string left out); records every call. A call nobody
 * answers is a 404 with the server's error shape, and is recorded too, so a test sees what it did not expect.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(new URL(input instanceof Request ? input.url : String(input), "http://localhost"), init);
      const url = new URL(req.url);
      const text = req.method === "GET" ? "" : await req.text();
      const call = { method: req.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      if (!answer) return json({ message: "Not found", code: "NOT_FOUND" }, 404);
      return typeof answer === "function" ? answer(call) : answer.clone();
    }),
  );
  return calls;
}

/**
 * A toast with this title and description, as the person reads them. Found by its description, since the toaster
 * outlives a test and an earlier toast with the same title may still show.
 */
export async function toastSays(title: string, description: string) {
  const toast = (await screen.findByText(description)).closest("li")!;
  expect(within(toast as HTMLElement).getByText(title)).toBeTruthy();
}
