import { clsx } from "clsx";
import {
  CalendarCheck,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  MessageSquare,
  Package,
  ScrollText,
  ShoppingBag,
  Tags,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useLocation, useRouteError } from "react-router";

import { BrandMark } from "~/components/shell/brand-mark";
import { SkipLink } from "~/components/shell/skip-link";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { requireStaffPage } from "~/modules/staff/guard.server";
import { roleLabels } from "~/modules/staff/staff-roles";
import { useStaffUser, type StaffUserView } from "~/modules/staff/use-staff-user";

import type { Route } from "./+types/layout";

// The robots meta tag is rendered by the shell itself, so pages with their own `meta` keep it.
export const meta: Route.MetaFunction = () => [{ title: `Back office | ${dealer.name}` }];

/** Back-office pages are per person: never cached, never indexed (children inherit these headers). */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffPage(request, context);
  return { user };
}

type NavItem = { to: string; label: string; icon: LucideIcon; ownerOnly?: boolean; end?: boolean };

const navItems: NavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/orders", label: "Orders", icon: ShoppingBag },
  { to: "/admin/bookings", label: "Bookings", icon: CalendarCheck },
  { to: "/admin/technicians", label: "Technicians", icon: Wrench },
  { to: "/admin/messages", label: "Messages", icon: MessageSquare },
  { to: "/admin/products", label: "Products", icon: Package },
  { to: "/admin/brands", label: "Brands", icon: Tags },
  { to: "/admin/outbox", label: "Outbox", icon: Mail },
  { to: "/admin/staff", label: "Staff", icon: Users, ownerOnly: true },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText, ownerOnly: true },
];

function NavLinks({ user }: { user: StaffUserView }) {
  return (
    <ul className="space-y-1">
      {navItems
        .filter((item) => !item.ownerOnly || user.role === "owner")
        .map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              prefetch="intent"
              className={({ isActive }) =>
                clsx(
                  "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
                  isActive
                    ? "bg-brand-50 text-brand-800"
                    : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

function SignedInAs({ user }: { user: StaffUserView }) {
  return (
    <div className="space-y-2">
      <p className="text-sm">
        <span className="block font-semibold text-slate-900">{user.displayName}</span>
        <span className="text-slate-600">
          {roleLabels[user.role]} · {user.username}
        </span>
      </p>
      <Form method="post" action="/admin/logout">
        <button type="submit" className={buttonClass({ variant: "secondary", className: "w-full" })}>
          <LogOut className="size-4" aria-hidden />
          Sign out
        </button>
      </Form>
      <Form method="post" action="/admin/logout">
        <input type="hidden" name="scope" value="everywhere" />
        <button type="submit" className={buttonClass({ variant: "ghost", className: "w-full" })}>
          Sign out everywhere
        </button>
      </Form>
    </div>
  );
}

function Brand() {
  return (
    <Link
      to="/admin"
      className="flex min-h-11 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <BrandMark className="size-8" />
      <span className="leading-tight">
        <span className="block text-sm font-bold text-slate-900">{dealer.name}</span>
        <span className="block text-xs text-slate-600">Back office</span>
      </span>
    </Link>
  );
}

/** The phone menu is a <details>: it opens without JavaScript, and closes itself after a navigation. */
function PhoneBar({ user }: { user: StaffUserView }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname, location.search]);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
      <details ref={menu} className="group">
        <summary
          className={clsx(
            "flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden",
            "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
          )}
        >
          <span className="flex items-center gap-2">
            <BrandMark className="size-8" />
            <span className="text-sm font-bold text-slate-900">Back office</span>
          </span>
          <span className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-800 group-open:bg-slate-100">
            <Menu className="size-5" aria-hidden />
            Menu
          </span>
        </summary>
        <nav
          aria-label="Back office"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-4 py-3"
        >
          <NavLinks user={user} />
          <div className="mt-4 border-t border-slate-200 pt-4">
            <SignedInAs user={user} />
          </div>
        </nav>
      </details>
    </header>
  );
}

function Shell({ user, children }: { user: StaffUserView; children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <meta name="robots" content="noindex" />
      <SkipLink />
      <PhoneBar user={user} />
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col">
          <div className="border-b border-slate-200 px-4 py-3">
            <Brand />
          </div>
          <nav aria-label="Back office" className="flex-1 overflow-y-auto px-3 py-4">
            <NavLinks user={user} />
          </nav>
          <div className="border-t border-slate-200 px-4 py-4">
            <SignedInAs user={user} />
          </div>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}

/** Pages render inside <main>: their content starts with AdminHeading (the page's one h1). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user}>
      <Outlet />
    </Shell>
  );
}

const errorTexts: Record<number, { title: string; text: string }> = {
  401: { title: "Please sign in", text: "Your session has ended. Sign in again to continue." },
  403: { title: "Not allowed", text: "Only the owner can open this page." },
  404: { title: "Not found", text: "There is nothing at this address in the back office." },
};

function ErrorContent({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const known = errorTexts[status] ?? {
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
          <Link to="/admin" className={buttonClass()}>
            Back to the dashboard
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
      <Shell user={user}>
        <ErrorContent error={error} />
      </Shell>
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
