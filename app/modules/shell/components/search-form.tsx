import { clsx } from "clsx";
import { useId } from "react";

import { headerText } from "~/components/texts/en/header";
import { useText } from "~/i18n/text";
import { useLocalePath } from "~/i18n/use-locale";

export const searchInputClass =
  "min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600";

type SearchFormProps = {
  /** The field's label (visually hidden). */
  label: string;
  defaultValue: string;
  /** The submit button, rendered after the field inside the form. */
  submitButton: React.ReactNode;
  inputRef?: React.RefObject<HTMLInputElement | null>;
  className?: string;
};

/**
 * The shop search as a plain GET form to /shop: what the server renders and the browser shows until the
 * suggestions' code (search-combobox.tsx) has arrived.
 */
export function SearchForm({ label, defaultValue, submitButton, inputRef, className }: SearchFormProps) {
  const inputId = `${useId()}-input`;
  const t = useText(headerText);
  const to = useLocalePath();
  return (
    <form action={to("/shop")} method="get" role="search" className={clsx("relative", className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t.searchAppliances}
        autoComplete="off"
        enterKeyHint="search"
        className={searchInputClass}
      />
      {submitButton}
    </form>
  );
}
