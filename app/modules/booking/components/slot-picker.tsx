import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

import { FieldError, RequiredMark, labelClass } from "~/components/form/field";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";
import { useText, type TextOf } from "~/i18n/text";

import { slotsForDate, weekdaySlots, type SlotAvailability } from "../booking-slots";
import { isIsoDate } from "~/lib/india-time";

const availabilityPath = "/services/book";

type SlotsText = TextOf<typeof serviceSlotsText>;

export type DayAvailability = { date: string; availability: SlotAvailability[] };

/**
 * The slots of the chosen day with their availability. The page brings the first day's figures; after a
 * date change the browser asks /services/book?date= for that day's.
 */
export function useSlotAvailability(date: string, initial?: DayAvailability | null) {
  const fetcher = useFetcher<DayAvailability>();
  const { load } = fetcher;
  useEffect(() => {
    if (!isIsoDate(date) || initial?.date === date) return;
    void load(`${availabilityPath}?date=${date}`);
  }, [date, initial?.date, load]);
  if (fetcher.data?.date === date) return fetcher.data.availability;
  if (initial?.date === date) return initial.availability;
  return null;
}

function stateNote(t: SlotsText, state: SlotAvailability["state"] | undefined): string {
  if (state === "full") return t.full;
  if (state === "started") return t.started;
  return "";
}

/** The time-slot radio group: Sundays show only the emergency slot; full slots are disabled. */
export function SlotPicker({
  idPrefix,
  date,
  availability,
  defaultSlot,
  error,
  name: fieldName = "slot",
  hint,
  weekdaysOnly = false,
}: {
  idPrefix: string;
  date: string;
  availability: SlotAvailability[] | null;
  defaultSlot?: string;
  error?: string;
  /** The radios' field name. */
  name?: string;
  /** Defaults to the days and slots of a repair visit. */
  hint?: string;
  /** Only the regular slots, whatever the day (installation visits). */
  weekdaysOnly?: boolean;
}) {
  const t = useText(serviceSlotsText);
  const names = isIsoDate(date) && !weekdaysOnly ? slotsForDate(date) : weekdaySlots;
  const [chosen, setChosen] = useState(defaultSlot ?? "");
  const errorId = `${idPrefix}-slot-error`;
  const hintId = `${idPrefix}-slot-hint`;
  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(" ")}
      aria-invalid={error ? true : undefined}
    >
      <legend className={labelClass}>
        {t.legend}
        <RequiredMark />
      </legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint ?? t.hint}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {names.map((name) => {
          const state = availability?.find((entry) => entry.slot === name)?.state;
          const disabled = state === "full" || state === "started";
          const id = `${idPrefix}-slot-${name}`;
          return (
            <label key={name} htmlFor={id} className={disabled ? "slot-option-full" : "slot-option"}>
              <input
                id={id}
                type="radio"
                name={fieldName}
                value={name}
                required
                disabled={disabled}
                checked={chosen === name && !disabled}
                onChange={() => setChosen(name)}
                className="size-5 shrink-0 accent-brand-600"
              />
              <span className="text-sm leading-tight">
                <span className="block font-semibold">
                  {t[name]}
                  {stateNote(t, state)}
                </span>
                <span className="block">{t[`${name}.hours`]}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
