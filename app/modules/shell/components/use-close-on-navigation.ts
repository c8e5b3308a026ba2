import { useState } from "react";
import { useLocation } from "react-router";

/**
 * Calls `close` when the location changes (any navigation, back/forward included). It adjusts state
 * during render, React's documented alternative to an effect for state derived from a changing value.
 */
export function useCloseOnNavigation(close: () => void) {
  const location = useLocation();
  const [lastKey, setLastKey] = useState(location.key);
  if (location.key !== lastKey) {
    setLastKey(location.key);
    close();
  }
}
