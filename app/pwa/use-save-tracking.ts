import { useEffect } from "react";

import { offlineText } from "~/pwa/texts/en/offline";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/text";
import { formatIndiaDayTime } from "~/lib/india-time";
import type { StoredValue } from "~/lib/stored-value";

import type { SavedTracking } from "./saved-tracking";

/** The card's title, its status and the label/value pairs of its lists, as the customer saw them. */
function snapshotOf(
  card: HTMLElement,
  statusLabel: string,
): Pick<SavedTracking, "title" | "status" | "rows"> {
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
  const rows: [string, string][] = [];
  for (const pair of card.querySelectorAll("dl > div")) {
    const label = text(pair.querySelector("dt"));
    const values = [...pair.querySelectorAll("dd")].map(text).filter(Boolean);
    if (label && values.length > 0) rows.push([label, values.join(" · ")]);
  }
  return { title: text(card.querySelector("h2")), status: statusLabel, rows: rows.slice(0, 20) };
}

/**
 * Keeps the tracking card with `titleId` in this browser's storage each time a lookup answers, so the
 * offline page can show it with the time it was looked up. Nothing leaves the phone.
 */
export function useSaveTracking({
  stored,
  titleId,
  statusLabel,
  answer,
}: {
  stored: StoredValue<SavedTracking | null>;
  titleId: string;
  /** The status as the card shows it; null while nothing is found. */
  statusLabel: string | null;
  /** The action's answer: a new one is a new lookup. */
  answer: unknown;
}): void {
  const t = useText(offlineText);
  const locale = useLocale();
  useEffect(() => {
    const card = document.getElementById(titleId)?.closest("section");
    if (!card || statusLabel === null) return;
    const now = new Date();
    stored.write({
      ...snapshotOf(card, statusLabel),
      savedText: t.lastUpdated(formatIndiaDayTime(now, locale)),
      savedAt: now.getTime(),
    });
  }, [answer, stored, titleId, statusLabel, t, locale]);
}
