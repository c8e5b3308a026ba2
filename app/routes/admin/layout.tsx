import "~/admin.css";

import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";

import { AdminShell } from "~/modules/staff/components/admin-shell";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { requireStaffPage } from "~/modules/staff/guard.server";
import { useStaffUser } from "~/modules/staff/use-staff-user";

import type { Route } from "./+types/layout";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("private");

// The robots meta tag is rendered by the shell itself, so pages with their own `meta` keep it.
export const meta: Route.MetaFunction = () => [{ title: `Back office | ${dealer.name}` }];

/** Back-office pages are per person: never cached, never indexed (children inherit these headers). */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  // technicians come in for their job cards; every other page answers them with a 403
  const user = await requireStaffPage(request, context, "technician");
  return { user };
}

/**
 * The shell's data (who is signed in) is not loaded again without signal, nor after a job card step kept on
 * the phone for want of it: the page goes on from what it has instead of showing the error screen.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!navigator.onLine || (actionResult as { offline?: boolean } | undefined)?.offline) return false;
  return defaultShouldRevalidate;
}

/** Pages render inside <main>: their content starts with AdminHeading (the page's one h1). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}

const errorTexts: Record<number, { title: string; text: string }> = {
  401: { title: "Please sign in", text: "Your session has ended. Sign in again to continue." },
  403: { title: "Not allowed", text: "Only the owner can open this page." },
  404: { title: "Not found", text: "There is nothing at this address in the back office." },
};

const technicianForbidden = { title: "Not allowed", text: "This page is not part of your visits." };

function ErrorContent({ error, technician = false }: { error: unknown; technician?: boolean }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const known = (status === 403 && technician ? technicianForbidden : errorTexts[status]) ?? {
    title: "Something went wrong",
    text: "The page could not be loaded. Please try again.",
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold text-slate-600">Error {status}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{known.title}</h1>
      <p className="mt-2 text-slate-700">{known.text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {status === 401 ? (
          <Link to="/admin/login" className={buttonClass()}>
            Sign in
          </Link>
        ) : (
          <Link to={technician ? "/admin/jobs" : "/admin"} className={buttonClass()}>
            {technician ? "Back to my visits" : "Back to the dashboard"}
          </Link>
        )}
      </div>
    </div>
  );
}

/** A page that refuses (401/403/404) or fails says so plainly, inside the shell when we know who is signed in. */
export function ErrorBoundary() {
  const error = useRouteError();
  const user = useStaffUser();
  if (user) {
    return (
      <AdminShell user={user}>
        <ErrorContent error={error} technician={user.role === "technician"} />
      </AdminShell>
    );
  }
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <meta name="robots" content="noindex" />
      <div className="w-full max-w-md">
        <ErrorContent error={error} />
      </div>
    </main>
  );
}
