import { data } from "react-router";

import { NotFoundScreen } from "~/components/not-found-screen";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

/** A form posted to an address we do not serve gets the same 404 page, not an error screen. */
export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, {
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    path: location.pathname,
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
