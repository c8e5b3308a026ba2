import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";

import { BrandMark } from "~/components/shell/brand-mark";
import { SkipLink } from "~/components/shell/skip-link";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { roleLabels } from "~/modules/staff/staff-roles";
import type { StaffUserView } from "~/modules/staff/use-staff-user";

/** Who sees a link: everyone but technicians (the default), the owner only, or technicians only. */
type NavItem = { to: string; label: string; icon: IconName; for?: "owner" | "technician"; end?: boolean };

const navItems: NavItem[] = [
  { to: "/admin", label: "Dashboard", icon: "layout-dashboard", end: true },
  { to: "/admin/orders", label: "Orders", icon: "shopping-bag" },
  { to: "/admin/returns", label: "Returns", icon: "rotate-ccw" },
  { to: "/admin/complaints", label: "Complaints", icon: "shield-check" },
  { to: "/admin/bookings", label: "Bookings", icon: "calendar-check" },
  { to: "/admin/technicians", label: "Technicians", icon: "wrench" },
  { to: "/admin/messages", label: "Messages", icon: "message-square" },
  { to: "/admin/products", label: "Products", icon: "package" },
  { to: "/admin/brands", label: "Brands", icon: "tags" },
  { to: "/admin/parts", label: "Spare parts", icon: "package-search" },
  { to: "/admin/claims", label: "Warranty claims", icon: "badge-check" },
  { to: "/admin/amc", label: "Maintenance contracts", icon: "shield-check" },
  { to: "/admin/outbox", label: "Outbox", icon: "mail" },
  { to: "/admin/day-cash", label: "Day cash", icon: "banknote", for: "owner" },
  { to: "/admin/staff", label: "Staff", icon: "users", for: "owner" },
  { to: "/admin/gstr1", label: "GSTR-1", icon: "receipt-indian-rupee", for: "owner" },
  { to: "/admin/audit", label: "Audit log", icon: "scroll-text", for: "owner" },
  { to: "/admin/breaches", label: "Data breaches", icon: "siren", for: "owner" },
  { to: "/admin/jobs", label: "My visits", icon: "wrench", for: "technician" },
];

function shownTo(item: NavItem, user: StaffUserView): boolean {
  if (user.role === "technician") return item.for === "technician";
  return item.for === undefined || (item.for === "owner" && user.role === "owner");
}

function NavLinks({ user }: { user: StaffUserView }) {
  return (
    <ul className="space-y-1">
      {navItems
        .filter((item) => shownTo(item, user))
        .map(({ to, label, icon, end }) => (
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
              <Icon name={icon} className="size-5 shrink-0" />
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
      <Form method="post" action="/admin/logout" onSubmit={forgetJobCopies}>
        <button type="submit" className={buttonClass({ variant: "secondary", className: "w-full" })}>
          <Icon name="log-out" className="size-4" />
          Sign out
        </button>
      </Form>
      <Form method="post" action="/admin/logout" onSubmit={forgetJobCopies}>
        <input type="hidden" name="scope" value="everywhere" />
        <button type="submit" className={buttonClass({ variant: "ghost", className: "w-full" })}>
          Sign out everywhere
        </button>
      </Form>
    </div>
  );
}

/** A technician's phone forgets the visits it kept for a loss of signal (app/pwa/job-queue.ts). */
function forgetJobCopies() {
  void import("~/pwa/job-queue").then((queue) => queue.forgetCopies());
}

function Brand() {
  return (
    <Link to="/admin" className="flex min-h-11 items-center gap-2 rounded-lg focus-ring">
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
            <Icon name="menu" className="size-5" />
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

/** The back office around every page: the side navigation on wide screens, the menu bar on phones. */
export function AdminShell({ user, children }: { user: StaffUserView; children: React.ReactNode }) {
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
