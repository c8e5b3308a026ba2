import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("healthz", "routes/resources/healthz.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("api/search-suggestions", "routes/resources/search-suggestions.ts"),
  layout("routes/store/layout.tsx", [
    index("routes/store/home.tsx"),
    route("shop", "routes/store/shop.tsx", { id: "shop" }),
    route("shop/:category", "routes/store/shop.tsx", { id: "shop-category" }),
    route("products/:id", "routes/store/product.tsx"),
    route("wishlist", "routes/store/wishlist.tsx"),
    route("compare", "routes/store/compare.tsx"),
    route("brands", "routes/store/brands.tsx"),
    route("about", "routes/store/about.tsx"),
    route("privacy", "routes/store/privacy.tsx"),
    route("terms", "routes/store/terms.tsx"),
    route("shipping", "routes/store/shipping.tsx"),
    route("cancellation-refund", "routes/store/cancellation-refund.tsx"),
    route("*", "routes/store/not-found.tsx"),
  ]),
] satisfies RouteConfig;
