import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  type To,
} from "react-router";

import { useLocalePath } from "./use-locale";

function useLocaleTo(): (to: To) => To {
  const path = useLocalePath();
  return (to) =>
    typeof to === "string" ? path(to) : to.pathname ? { ...to, pathname: path(to.pathname) } : to;
}

/** React Router's Link, kept in the page's language: `/shop` is `/ta/shop` on a Tamil page. */
export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterLink to={useLocaleTo()(to)} {...props} />;
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
