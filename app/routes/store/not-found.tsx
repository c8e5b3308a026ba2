import { data } from "react-router";

import { NotFoundScreen } from "~/components/not-found-screen";
import { pageText } from "~/components/texts/en/page";
import { localeOfPath } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/not-found";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

export function loader() {
  return data(null, { status: 404 });
}

/** A form posted to an address we do not serve gets the same 404 page, not an error screen. */
export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(pageText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, {
      title: t.notFoundMetaTitle,
      description: t.notFoundMetaDescription,
      path: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  return <NotFoundScreen />;
}
