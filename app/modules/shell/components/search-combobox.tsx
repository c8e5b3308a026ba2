import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";

import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { headerText } from "~/components/texts/en/header";
import { searchText } from "~/modules/shell/texts/en/search";
import { useText } from "~/i18n/text";
import { useLocalePath } from "~/i18n/use-locale";
import { formatRupees } from "~/lib/money";

import { useHydrated } from "~/lib/use-hydrated";
import { searchInputClass } from "./search-form";
import {
  useSearchSuggestions,
  type CategorySuggestion,
  type ProductSuggestion,
  type Suggestions,
} from "./use-search-suggestions";

type Option =
  | { kind: "product"; key: string; href: string; product: ProductSuggestion }
  | { kind: "category"; key: string; href: string; category: CategorySuggestion };

function toOptions({ products, categories }: Suggestions): Option[] {
  return [
    ...products.map((product) => ({
      kind: "product" as const,
      key: `p-${product.id}`,
      href: `/products/${encodeURIComponent(product.id)}`,
      product,
    })),
    ...categories.map((category) => ({
      kind: "category" as const,
      key: `c-${category.slug}`,
      href: `/shop/${encodeURIComponent(category.slug)}`,
      category,
    })),
  ];
}

function shopSearchHref(text: string): string {
  const q = text.trim();
  return q ? `/shop?${new URLSearchParams({ q })}` : "/shop";
}

/**
 * True when an Escape pressed in `target` belongs to a search combobox (it closes the list or clears the
 * text first), so a surrounding dialog should stay open.
 */
export function comboboxConsumesEscape(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement &&
    target.getAttribute("role") === "combobox" &&
    (target.getAttribute("aria-expanded") === "true" || target.value !== "")
  );
}

type SearchComboboxProps = {
  /** The field's label (visually hidden). */
  label: string;
  defaultValue: string;
  /** The submit button, rendered after the field inside the form. */
  submitButton: React.ReactNode;
  inputRef?: React.RefObject<HTMLInputElement | null>;
  /** Called after the field sends the shopper somewhere (a suggestion or the search itself). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * The shop search as a WAI-ARIA 1.2 combobox with a grouped listbox of suggestions. In the server HTML (and
 * without JavaScript) it is a plain GET form to /shop; the combobox roles appear once hydrated.
 */
export function SearchCombobox({
  label,
  defaultValue,
  submitButton,
  inputRef,
  onNavigate,
  className,
}: SearchComboboxProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const ownInputRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInputRef;
  const formRef = useRef<HTMLFormElement>(null);

  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, request, clear } = useSearchSuggestions();
  const t = useText(searchText);
  const { searchAppliances } = useText(headerText);
  const categoryNames: Partial<Record<string, string>> = useText(categoriesText);
  const to = useLocalePath();

  const options = toOptions(suggestions);
  const expanded = hydrated && open && options.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const activeId = expanded && active >= 0 && active < options.length ? optionId(active) : undefined;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  useEffect(() => {
    if (!expanded) return;
    function onPointerDown(event: PointerEvent) {
      if (formRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActive(-1);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded]);

  function go(href: string) {
    close();
    clear();
    void navigate(to(href));
    onNavigate?.();
  }

  function choose(option: Option) {
    setValue("");
    go(option.href);
  }

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    setValue(text);
    setActive(-1);
    request(text, (result) => {
      const hasAny = result.products.length + result.categories.length > 0;
      setOpen(hasAny && document.activeElement === input.current);
    });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
        } else if (down) {
          setActive(active >= count - 1 ? 0 : active + 1);
        } else {
          setActive(active <= 0 ? count - 1 : active - 1);
        }
        return;
      }
      case "Enter": {
        const option = activeId ? options[active] : undefined;
        if (!option) return;
        event.preventDefault();
        choose(option);
        return;
      }
      case "Escape": {
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (value !== "") {
          event.preventDefault();
          event.stopPropagation();
          setValue("");
          clear();
        }
        return;
      }
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(shopSearchHref(value));
  }

  const count = options.length;
  const announcement = expanded ? t.suggestionsAvailable(count) : "";
  const productOptions = options.filter((option) => option.kind === "product");
  const categoryOptions = options.filter((option) => option.kind === "category");

  function renderOption(option: Option, index: number) {
    const selected = index === active;
    return (
      <li
        key={option.key}
        id={optionId(index)}
        role="option"
        aria-selected={selected}
        onClick={() => choose(option)}
        className={clsx(
          "flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2",
          selected ? "bg-brand-50 outline-2 -outline-offset-2 outline-brand-600" : "hover:bg-slate-50",
        )}
      >
        {option.kind === "product" ? (
          <>
            <img
              src={option.product.image}
              alt=""
              width={44}
              height={44}
              loading="lazy"
              decoding="async"
              className="size-11 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
            />
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium text-slate-900">{option.product.title}</span>
              <span className="block text-xs text-slate-600">{option.product.brand}</span>
            </span>
            <span className="shrink-0 text-sm font-semibold text-slate-900">
              {formatRupees(option.product.pricePaise)}
            </span>
          </>
        ) : (
          <>
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-slate-100 text-brand-700">
              <Icon name="layout-grid" className="size-5" />
            </span>
            <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">
              {categoryNames[option.category.slug] ?? option.category.name}
            </span>
          </>
        )}
      </li>
    );
  }

  const groupLabelClass = "px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase";

  return (
    <form
      ref={formRef}
      action={to("/shop")}
      method="get"
      role="search"
      onSubmit={hydrated ? onSubmit : undefined}
      className={clsx("relative", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder={searchAppliances}
        autoComplete="off"
        enterKeyHint="search"
        {...(hydrated && {
          role: "combobox",
          "aria-autocomplete": "list" as const,
          "aria-expanded": expanded,
          "aria-controls": listboxId,
          "aria-activedescendant": activeId,
        })}
        className={searchInputClass}
      />
      {submitButton}
      {hydrated ? (
        <>
          <div
            id={listboxId}
            role="listbox"
            aria-label={t.suggestions}
            hidden={!expanded}
            // Keeps focus in the field while an option is clicked.
            onMouseDown={(event) => event.preventDefault()}
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(30rem,70vh)] overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {productOptions.length > 0 ? (
              <ul role="group" aria-labelledby={`${listboxId}-products`}>
                <li role="presentation" id={`${listboxId}-products`} className={groupLabelClass}>
                  {t.products}
                </li>
                {productOptions.map((option, index) => renderOption(option, index))}
              </ul>
            ) : null}
            {categoryOptions.length > 0 ? (
              <ul
                role="group"
                aria-labelledby={`${listboxId}-categories`}
                className={clsx(productOptions.length > 0 && "mt-1 border-t border-slate-100")}
              >
                <li role="presentation" id={`${listboxId}-categories`} className={groupLabelClass}>
                  {t.categories}
                </li>
                {categoryOptions.map((option, index) => renderOption(option, productOptions.length + index))}
              </ul>
            ) : null}
          </div>
          <div role="status" className="sr-only">
            {announcement}
          </div>
        </>
      ) : null}
    </form>
  );
}
