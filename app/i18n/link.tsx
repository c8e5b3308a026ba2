import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  type To,
} from "react-router";

import { localePath, type Locale } from "./locale";
import { useLocale, useLocalePath } from "./use-locale";

function useLocaleTo(locale?: Locale): (to: To) => To {
  const pageLocale = useLocale();
  const path = (to: string) => localePath(to, locale ?? pageLocale);
  return (to) =>
    typeof to === "string" ? path(to) : to.pathname ? { ...to, pathname: path(to.pathname) } : to;
}

/**
 * React Router's Link, kept in the page's language: `/shop` is `/ta/shop` on a Tamil page. `locale` links to
 * the page in another language instead (the language switch).
 */
export function Link({
  to,
  locale,
  ...props
}: LinkProps & React.RefAttributes<HTMLAnchorElement> & { locale?: Locale }) {
  return <RouterLink to={useLocaleTo(locale)(to)} {...props} />;
}

/** React Router's NavLink, kept in the page's language. */
export function NavLink({ to, ...props }: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterNavLink to={useLocaleTo()(to)} {...props} />;
}

/** React Router's Form, posting to the page in the page's language. */
export function Form({ action, ...props }: FormProps & React.RefAttributes<HTMLFormElement>) {
  const path = useLocalePath();
  return <RouterForm action={action === undefined ? undefined : path(action)} {...props} />;
}
