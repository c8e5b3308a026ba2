import { useEffect, type RefObject } from "react";

/**
 * Keeps what was typed into the fields marked `data-keep` in session storage, and puts it back after a
 * reload: a technician on a weak signal loses nothing when the page has to be loaded again. Cleared once
 * the visit is completed.
 */
export function useKeptEntries(container: RefObject<HTMLElement | null>, storageKey: string, done: boolean) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    if (done) {
      safely(() => sessionStorage.removeItem(storageKey));
      return;
    }
    const kept = read(storageKey);
    for (const [name, value] of Object.entries(kept)) {
      const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        `[data-keep="${CSS.escape(name)}"]`,
      );
      if (field && value !== "") field.value = value;
    }
    const remember = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      const name = target?.dataset?.keep;
      if (!target || !name) return;
      const next = { ...read(storageKey), [name]: target.value };
      safely(() => sessionStorage.setItem(storageKey, JSON.stringify(next)));
    };
    root.addEventListener("input", remember);
    root.addEventListener("change", remember);
    root.setAttribute("data-kept-entries", "on");
    return () => {
      root.removeAttribute("data-kept-entries");
      root.removeEventListener("input", remember);
      root.removeEventListener("change", remember);
    };
  }, [container, storageKey, done]);
}

function read(storageKey: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

function safely(action: () => void) {
  try {
    action();
  } catch {
    // storage full or switched off: the page still works, it just cannot keep the entries
  }
}
