import { cartStorageKey } from "./cart-store";

/** The cart page's elements the script below switches, by id. */
export const cartPageIds = { empty: "cart-empty", loading: "cart-loading", continueLink: "cart-continue" };

/**
 * Runs where the cart page's body ends, before its first paint: when the saved cart is surely empty (none
 * saved, or an empty list), the empty cart's panel shows in place of the skeleton, as it will once the page
 * has hydrated, rather than a second or two later on a slow phone. Anything else (lines, a value that is
 * not JSON, storage that cannot be read) leaves the skeleton for the page's code to sort out.
 */
export const showEmptyCartFirst =
  `try{const raw=localStorage.getItem(${JSON.stringify(cartStorageKey)});` +
  `const value=raw===null?[]:JSON.parse(raw);` +
  `const list=Array.isArray(value)?value:value&&Array.isArray(value.items)?value.items:null;` +
  `if(list&&list.length===0){` +
  `document.getElementById("${cartPageIds.empty}").hidden=false;` +
  `document.getElementById("${cartPageIds.loading}").hidden=true;` +
  `document.getElementById("${cartPageIds.continueLink}").classList.add("invisible")}}catch{}`;
