ALTER TABLE "shop_facet_cells" DROP CONSTRAINT "shop_facet_cells_category_brand_slug_price_band_stars_in_stock_pk";--> statement-breakpoint
ALTER TABLE "shop_facet_cells" ADD COLUMN "origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_facet_cells" ADD CONSTRAINT "shop_facet_cells_category_brand_slug_price_band_stars_in_stock_origin_pk" PRIMARY KEY("category","brand_slug","price_band","stars","in_stock","origin");--> statement-breakpoint
-- As in 0006, with the country of origin as a sixth value ('' while a product has none).
CREATE OR REPLACE FUNCTION "apply_shop_facet_cells"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "shop_facet_cells";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "shop_facet_cells" AS c ("category", "brand_slug", "price_band", "stars", "in_stock", "origin", "products")
    SELECT "category", "brand_slug", shop_price_band("price_paise"), floor("rating")::smallint, "stock" > 0,
           coalesce("country_of_origin", ''), -count(*)
    FROM old_rows WHERE NOT "hidden" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("category", "brand_slug", "price_band", "stars", "in_stock", "origin")
    DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "shop_facet_cells" AS c ("category", "brand_slug", "price_band", "stars", "in_stock", "origin", "products")
    SELECT "category", "brand_slug", shop_price_band("price_paise"), floor("rating")::smallint, "stock" > 0,
           coalesce("country_of_origin", ''), count(*)
    FROM new_rows WHERE NOT "hidden" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("category", "brand_slug", "price_band", "stars", "in_stock", "origin")
    DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  DELETE FROM "shop_facet_cells" WHERE "products" <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "shop_facet_cells";--> statement-breakpoint
INSERT INTO "shop_facet_cells" ("category", "brand_slug", "price_band", "stars", "in_stock", "origin", "products")
SELECT "category", "brand_slug", shop_price_band("price_paise"), floor("rating")::smallint, "stock" > 0,
       coalesce("country_of_origin", ''), count(*)
FROM "products" WHERE NOT "hidden" GROUP BY 1, 2, 3, 4, 5, 6;
