import { useMemo, useSyncExternalStore } from "react";

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

function notifyFull() {
  void import("sonner").then(({ toast }) =>
    toast.warning(`You can compare up to ${compareLimit} products`, {
      description: "Untick one to add another.",
    }),
  );
}

function toggle(id: string): boolean {
  const next = toggledCompare(compareIds.getSnapshot(), id);
  if (next.result === "full") {
    notifyFull();
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

/** The products ticked for comparison; empty on the server and in the first client render. */
export function useCompare(): CompareSelection {
  const ids = useSyncExternalStore(
    compareIds.subscribe,
    compareIds.getSnapshot,
    compareIds.getServerSnapshot,
  );
  return useMemo(() => {
    const list = [...ids];
    return { ids: list, count: list.length, has: (id: string) => ids.includes(id), toggle, remove, clear };
  }, [ids]);
}
