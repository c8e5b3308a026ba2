CREATE TABLE "shop_facet_cells" (
	"category" text NOT NULL,
	"brand_slug" text NOT NULL,
	"price_band" smallint NOT NULL,
	"stars" smallint NOT NULL,
	"in_stock" boolean NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "shop_facet_cells_category_brand_slug_price_band_stars_in_stock_pk" PRIMARY KEY("category","brand_slug","price_band","stars","in_stock")
);
--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price_paise","id");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","rating","reviews_count","id");--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating","reviews_count","id");--> statement-breakpoint
-- The shop's price bands (priceBands in the code, in rupees, inclusive) by index; -1 above the highest.
CREATE FUNCTION "shop_price_band"("price_paise" integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN "price_paise" <= 999999 THEN 0
    WHEN "price_paise" <= 1999999 THEN 1
    WHEN "price_paise" <= 3999999 THEN 2
    WHEN "price_paise" <= 6999999 THEN 3
    WHEN "price_paise" <= 100000099 THEN 4
    ELSE -1
  END)::smallint
$$;--> statement-breakpoint
-- Moves the facet cells by the rows a statement removed and added, in the writer's own transaction. The
-- catalogue version trigger runs first (triggers fire in name order), so writers reach the cells one at a
-- time.
CREATE FUNCTION "apply_shop_facet_cells"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "shop_facet_cells";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "shop_facet_cells" AS c ("category", "brand_slug", "price_band", "stars", "in_stock", "products")
    SELECT "category", "brand_slug", shop_price_band("price_paise"), floor("rating")::smallint, "stock" > 0, -count(*)
    FROM old_rows WHERE NOT "hidden" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("category", "brand_slug", "price_band", "stars", "in_stock")
    DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "shop_facet_cells" AS c ("category", "brand_slug", "price_band", "stars", "in_stock", "products")
    SELECT "category", "brand_slug", shop_price_band("price_paise"), floor("rating")::smallint, "stock" > 0, count(*)
    FROM new_rows WHERE NOT "hidden" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("category", "brand_slug", "price_band", "stars", "in_stock")
    DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  DELETE FROM "shop_facet_cells" WHERE "products" <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_shop_facet_cells"();--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_shop_facet_cells"();--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_shop_facet_cells"();--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "apply_shop_facet_cells"();--> statement-breakpoint
INSERT INTO "shop_facet_cells" ("category", "brand_slug", "price_band", "stars", "in_stock", "products")
SELECT "category", "brand_slug", shop_price_band("price_paise"), floor("rating")::smallint, "stock" > 0, count(*)
FROM "products" WHERE NOT "hidden" GROUP BY 1, 2, 3, 4, 5;
