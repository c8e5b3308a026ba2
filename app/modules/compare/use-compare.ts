import { useMemo, useSyncExternalStore } from "react";

import { compareText } from "~/modules/compare/texts/en/compare";
import { useText, type TextOf } from "~/i18n/text";

import { compareIds, compareLimit, toggledCompare } from "./compare-store";

export type CompareSelection = {
  ids: string[];
  count: number;
  has: (id: string) => boolean;
  /** Ticks or unticks a product; returns false when the selection is already full. */
  toggle: (id: string) => boolean;
  remove: (id: string) => void;
  clear: () => void;
};

type Notices = TextOf<typeof compareText>;

function notifyFull(t: Notices) {
  void import("sonner").then(({ toast }) =>
    toast.warning(t.full(compareLimit), {
      description: t.fullHint,
    }),
  );
}

function toggle(id: string, t: Notices): boolean {
  const next = toggledCompare(compareIds.getSnapshot(), id);
  if (next.result === "full") {
    notifyFull(t);
    return false;
  }
  compareIds.write(next.ids);
  return true;
}

function remove(id: string) {
  const ids = compareIds.getSnapshot();
  if (ids.includes(id)) compareIds.write(ids.filter((picked) => picked !== id));
}

function clear() {
  compareIds.write([]);
}

/**
 * The products ticked for comparison; empty on the server and in the first client render. Its toast is in
 * the page's language.
 */
export function useCompare(): CompareSelection {
  const ids = useSyncExternalStore(
    compareIds.subscribe,
    compareIds.getSnapshot,
    compareIds.getServerSnapshot,
  );
  const t = useText(compareText);
  return useMemo(() => {
    const list = [...ids];
    return {
      ids: list,
      count: list.length,
      has: (id: string) => ids.includes(id),
      toggle: (id: string) => toggle(id, t),
      remove,
      clear,
    };
  }, [ids, t]);
}
