/**
 * The offline page's script (built into /offline.js): "Try again", and the order and booking this phone
 * last tracked, read from this browser's storage. The page is static, so this is plain DOM code.
 */
import type { StoredValue } from "~/lib/stored-value";

import { lastTrackedBooking, lastTrackedOrder, type SavedTracking } from "./saved-tracking";

function fill(section: HTMLElement, stored: StoredValue<SavedTracking | null>) {
  const saved = stored.getSnapshot();
  section.hidden = saved === null;
  if (!saved) return;
  const slot = (name: string) => section.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  const title = slot("title");
  if (title) title.textContent = saved.title;
  const savedText = slot("saved");
  if (savedText) savedText.textContent = saved.savedText;
  const rows = slot("rows");
  if (rows) {
    const pairs: [string, string][] = [[rows.dataset.statusLabel ?? "", saved.status], ...saved.rows];
    rows.replaceChildren(
      ...pairs.map(([label, value]) => {
        const row = document.createElement("div");
        const term = document.createElement("dt");
        term.className = "text-sm text-slate-600";
        term.textContent = label;
        const detail = document.createElement("dd");
        detail.className = "font-semibold text-slate-900";
        detail.textContent = value;
        row.append(term, detail);
        return row;
      }),
    );
  }
  slot("forget")?.addEventListener(
    "click",
    () => {
      stored.write(null);
      section.hidden = true;
    },
    { once: true },
  );
}

const sections: [string, StoredValue<SavedTracking | null>][] = [
  ["last-order", lastTrackedOrder],
  ["last-booking", lastTrackedBooking],
];
for (const [id, stored] of sections) {
  const section = document.getElementById(id);
  if (section) fill(section, stored);
}
document.getElementById("retry")?.addEventListener("click", () => window.location.reload());
