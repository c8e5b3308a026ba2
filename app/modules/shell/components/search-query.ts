import { useLocation, useSearchParams } from "react-router";

import { basePath } from "~/i18n/locale";

/** The current shop search text, so a search field shows what the shop is filtered by. */
export function useShopQuery(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  return basePath(location.pathname) === "/shop" ? (params.get("q") ?? "") : "";
}
