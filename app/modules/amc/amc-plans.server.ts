/** The owner's maintenance plans (decision 052): added, re-priced or withdrawn; contracts keep their terms. */
import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { amcPlans } from "../../../db/schema";
import { categories } from "~/modules/catalog/categories";
import { parseRupees } from "~/lib/money";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import type { AmcPlanView } from "./amc-view";

export type PlanInput = Omit<AmcPlanView, "id">;

export type PlanFields = Record<
  "category" | "name" | "price" | "months" | "visits" | "parts" | "active",
  string
>;
export type PlanErrors = Partial<Record<"category" | "name" | "price" | "months" | "visits", string>>;

/** The most a plan may cost: ₹1 lakh (a typo guard). */
const maxPlanPaise = 1_00_000_00;

function wholeIn(value: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : null;
}

/** The plan form's fields, checked; the errors name the fields to fix. */
export function readPlan(
  fields: PlanFields,
): { ok: true; plan: PlanInput } | { ok: false; errors: PlanErrors } {
  const errors: PlanErrors = {};
  if (!categories.some((category) => category.slug === fields.category))
    errors.category = "Please choose a category.";
  const name = fields.name.trim().replace(/\s+/g, " ");
  if (name.length < 3 || name.length > 80) errors.name = "Please name the plan in 3 to 80 characters.";
  const pricePaise = parseRupees(fields.price, maxPlanPaise);
  if (pricePaise === null || pricePaise < 100)
    errors.price = "Please enter the price in rupees, GST included, for example 1499.";
  const months = wholeIn(fields.months, 1, 60);
  if (months === null) errors.months = "Please enter the term in months, from 1 to 60.";
  const visitsIncluded = wholeIn(fields.visits, 1, 12);
  if (visitsIncluded === null) errors.visits = "Please enter the visits included, from 1 to 12.";
  if (Object.keys(errors).length > 0 || pricePaise === null || months === null || visitsIncluded === null)
    return { ok: false, errors };
  return {
    ok: true,
    plan: {
      category: fields.category,
      name,
      pricePaise,
      months,
      visitsIncluded,
      partsCovered: fields.parts === "yes",
      active: fields.active === "yes",
    },
  };
}

/** Adds a plan (no id) or changes one; false when the plan to change does not exist. */
export async function savePlan(
  db: Database,
  user: SignedInStaff,
  id: number | null,
  plan: PlanInput,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (id === null) {
      const [made] = await tx
        .insert(amcPlans)
        .values({ ...plan, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(tx, user, {
        action: "amc-plan.add",
        entity: "amc_plan",
        entityId: made!.id,
        after: plan,
      });
      return true;
    }
    const [before] = await tx.select().from(amcPlans).where(eq(amcPlans.id, id)).for("update");
    if (!before) return false;
    await tx
      .update(amcPlans)
      .set({ ...plan, updatedAt: now })
      .where(eq(amcPlans.id, id));
    await recordAudit(tx, user, {
      action: "amc-plan.change",
      entity: "amc_plan",
      entityId: id,
      before,
      after: plan,
    });
    return true;
  });
}
