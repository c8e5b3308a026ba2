import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The storefront's pages. English pages keep the ids React Router gives them (the file's path, or the id
 * named here); their Tamil copies under /ta use the same files with "ta/" before the id.
 */
function storePages(tamil: boolean) {
  const id = (file: string, named?: string) => (tamil ? `ta/${named ?? file.replace(/\.tsx?$/, "")}` : named);
  const page = (path: string | null, file: string, named?: string) =>
    path === null ? index(file, { id: id(file, named) }) : route(path, file, { id: id(file, named) });
  return [
    page(null, "routes/store/home.tsx"),
    page("shop", "routes/store/shop.tsx", "shop"),
    page("shop/:category", "routes/store/shop.tsx", "shop-category"),
    page("products/:id", "routes/store/product.tsx"),
    page("wishlist", "routes/store/wishlist.tsx"),
    page("compare", "routes/store/compare.tsx"),
    page("services", "routes/store/services.tsx"),
    page("services/repairs", "routes/store/services-repairs.tsx"),
    page("services/book", "routes/store/book-service.tsx"),
    page("book-service", "routes/store/book-service-redirect.tsx"),
    page("track-service", "routes/store/track-service.tsx"),
    page("services/track", "routes/store/track-service-redirect.tsx"),
    page("policies/warranty", "routes/store/warranty.tsx"),
    page("faq", "routes/store/faq.tsx"),
    page("store-locator", "routes/store/store-locator.tsx"),
    page("offers", "routes/store/offers.tsx"),
    page("contact", "routes/store/contact.tsx"),
    page("cart", "routes/store/cart.tsx"),
    page("checkout", "routes/store/checkout.tsx"),
    page("order-confirmation", "routes/store/order-confirmation.tsx"),
    page("track-order", "routes/store/track-order.tsx"),
    page("my-appliances", "routes/store/my-appliances.tsx"),
    page("brands", "routes/store/brands.tsx"),
    page("about", "routes/store/about.tsx"),
    page("privacy", "routes/store/privacy.tsx"),
    page("terms", "routes/store/terms.tsx"),
    page("shipping", "routes/store/shipping.tsx"),
    page("cancellation-refund", "routes/store/cancellation-refund.tsx"),
    page("*", "routes/store/not-found.tsx"),
  ];
}

export default [
  route("healthz", "routes/resources/healthz.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("api/search-suggestions", "routes/resources/search-suggestions.ts"),
  route("api/cart-prices", "routes/resources/cart-prices.ts"),
  route("media/:imageId/:file", "routes/resources/media.ts"),
  route("manifest.webmanifest", "routes/resources/web-app-manifest.ts"),
  route("offline", "routes/store/offline.tsx"),
  route("ta/offline", "routes/store/offline.tsx", { id: "ta/routes/store/offline" }),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/orders.csv", "routes/admin/orders-csv.ts"),
  route("admin/gstr1.json", "routes/admin/gstr1-file.ts", { id: "admin-gstr1-json" }),
  route("admin/gstr1.csv", "routes/admin/gstr1-file.ts", { id: "admin-gstr1-csv" }),
  route("admin/orders/:id/invoice", "routes/admin/order-invoice.tsx"),
  route("admin/orders/:id/invoice.pdf", "routes/admin/order-invoice-pdf.ts"),
  route("invoice", "routes/store/invoice.tsx"),
  route("invoice.pdf", "routes/store/invoice-pdf.ts"),
  route("service-invoice.pdf", "routes/store/service-invoice-pdf.ts"),
  route("ta/invoice", "routes/store/invoice.tsx", { id: "ta/routes/store/invoice" }),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/orders/:id", "routes/admin/order-detail.tsx"),
    route("admin/bookings", "routes/admin/bookings.tsx"),
    route("admin/bookings/:id", "routes/admin/booking-detail.tsx"),
    route("admin/technicians", "routes/admin/technicians.tsx"),
    route("admin/parts", "routes/admin/parts.tsx"),
    route("admin/jobs", "routes/admin/jobs.tsx"),
    route("admin/jobs/:id", "routes/admin/job-card.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/products", "routes/admin/products.tsx"),
    route("admin/products/new", "routes/admin/product-edit.tsx", { id: "admin-product-new" }),
    route("admin/products/:id", "routes/admin/product-edit.tsx", { id: "admin-product-edit" }),
    route("admin/brands", "routes/admin/brands.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/gstr1", "routes/admin/gstr1.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  layout("routes/store/layout.tsx", storePages(false)),
  route("ta", "routes/store/layout.tsx", { id: "ta/routes/store/layout" }, storePages(true)),
] satisfies RouteConfig;
