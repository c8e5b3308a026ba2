import { useCallback, useEffect, useRef, useState } from "react";

export type ProductSuggestion = {
  id: string;
  title: string;
  brand: string;
  image: string;
  pricePaise: number;
};
export type CategorySuggestion = { slug: string; name: string };
export type Suggestions = { products: ProductSuggestion[]; categories: CategorySuggestion[] };

const noSuggestions: Suggestions = { products: [], categories: [] };

const minLength = 2;
const debounceMs = 150;
const maxProducts = 6;
const maxCategories = 3;

function isProduct(value: unknown): value is ProductSuggestion {
  const item = value as Partial<ProductSuggestion> | null;
  return (
    typeof item?.id === "string" &&
    typeof item.title === "string" &&
    typeof item.brand === "string" &&
    typeof item.image === "string" &&
    typeof item.pricePaise === "number"
  );
}

function isCategory(value: unknown): value is CategorySuggestion {
  const item = value as Partial<CategorySuggestion> | null;
  return typeof item?.slug === "string" && typeof item.name === "string";
}

/** Keeps only well-formed entries, so an unexpected answer shows fewer suggestions instead of breaking. */
function parseSuggestions(body: unknown): Suggestions {
  const data = body as { products?: unknown; categories?: unknown } | null;
  const products = Array.isArray(data?.products) ? data.products.filter(isProduct) : [];
  const categories = Array.isArray(data?.categories) ? data.categories.filter(isCategory) : [];
  return { products: products.slice(0, maxProducts), categories: categories.slice(0, maxCategories) };
}

/**
 * Suggestions for the text typed so far: fetched from /api/search-suggestions once there are at least
 * two characters, debounced, with any older request aborted. Failures simply give no suggestions.
 */
export function useSearchSuggestions() {
  const [suggestions, setSuggestions] = useState<Suggestions>(noSuggestions);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const request = useCallback(
    (text: string, onResult: (result: Suggestions) => void) => {
      cancel();
      const q = text.trim();
      if (q.length < minLength) {
        setSuggestions(noSuggestions);
        onResult(noSuggestions);
        return;
      }
      timer.current = window.setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        void fetch(`/api/search-suggestions?${new URLSearchParams({ q })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        })
          .then((response) => (response.ok ? response.json() : noSuggestions))
          .catch(() => noSuggestions)
          .then((body: unknown) => {
            if (controller.signal.aborted) return;
            inFlight.current = null;
            const result = parseSuggestions(body);
            setSuggestions(result);
            onResult(result);
          });
      }, debounceMs);
    },
    [cancel],
  );

  const clear = useCallback(() => {
    cancel();
    setSuggestions(noSuggestions);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { suggestions, request, clear };
}
