/**
 * Route tests below the browser: a route module's own loader and action run against a real database, and its
 * page renders what they answered, as the server renders it (React Router's createRoutesStub).
 */
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";

/** What a loader or action answered: its data and status, or a redirect's target; `thrown` for a thrown Response. */
export type Answer = { status: number; data: unknown; location?: string; thrown?: boolean };

type DataFunction = (args: {
  request: Request;
  params: Record<string, string>;
  context: AppLoadContext;
}) => unknown;

export type PageModule = { loader?: unknown; action?: unknown; default: unknown };

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** Reads what a loader or action returned (plain data, `data()`, a Response) or threw (a Response). */
async function answerOf(run: () => unknown): Promise<Answer> {
  let value: unknown;
  let thrown = false;
  try {
    value = await run();
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    value = error;
    thrown = true;
  }
  if (value instanceof Response) {
    const location = value.headers.get("Location") ?? undefined;
    const body = location ? null : await value.text();
    return { status: value.status, data: body, location, thrown };
  }
  if (isDataWithInit(value)) return { status: value.init?.status ?? 200, data: value.data };
  return { status: 200, data: value };
}

/**
 * Loads a page as a visitor would: GET runs the loader; with `form`, a POST runs the action too. Returns
 * both answers and the page's HTML rendered with them (none when the loader threw).
 */
export async function renderPage(
  page: PageModule,
  {
    path,
    pattern,
    params = {},
    context,
    form,
    headers,
  }: {
    path: string;
    /** The route's path with its parameters (`/admin/jobs/:id`), when it has some. */
    pattern?: string;
    params?: Record<string, string>;
    context: AppLoadContext;
    form?: Record<string, string>;
    headers?: HeadersInit;
  },
): Promise<{ loader: Answer; action?: Answer; html: string }> {
  const url = `http://shop.test${path}`;
  const loaderFn = page.loader as DataFunction | undefined;
  const actionFn = page.action as DataFunction | undefined;
  const loader = loaderFn
    ? await answerOf(() => loaderFn({ request: new Request(url, { headers }), params, context }))
    : { status: 200, data: null };
  let action: Answer | undefined;
  if (form) {
    if (!actionFn) throw new Error(`${path} has no action`);
    const request = new Request(url, {
      method: "POST",
      headers: {
        ...Object.fromEntries(new Headers(headers)),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form).toString(),
    });
    action = await answerOf(() => actionFn({ request, params, context }));
  }
  // A loader that threw (a redirect to sign in, a 404) shows no page: the error boundary or the next page does.
  if (loader.thrown) return { loader, action, html: "" };
  const pathname = new URL(url).pathname;
  const Stub = createRoutesStub([
    {
      id: "page",
      path: pattern ?? pathname,
      Component: page.default as ComponentType,
      loader: () => null,
      action: () => null,
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={[path]}
      hydrationData={{
        loaderData: { page: loader.data },
        ...(action ? { actionData: { page: action.data } } : {}),
      }}
    />,
  );
  return { loader, action, html };
}

/** The page's visible text, tags dropped and entities read, for matching sentences. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}
