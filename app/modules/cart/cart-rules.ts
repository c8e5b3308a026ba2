/**
 * The cart's limits, read by the cart in the browser, the checkout payload and the order itself. Safe for
 * the browser.
 */

/**
 * Units of one product in a cart line and in an order line: the product page offers 1 to 10 and the
 * database refuses more (order_lines CHECK quantity BETWEEN 1 AND 10).
 */
export const maxUnitsPerLine = 10;

/**
 * Distinct products in one cart or order; also the most ids the price check answers for at once. More than
 * anyone buys at once, and it keeps a tampered request from locking the catalogue.
 */
export const maxCartLines = 50;
