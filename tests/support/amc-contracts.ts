/** Maintenance contracts for tests: one bought for an appliance, as the customer's /amc form buys it. */
import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.server";
import { amcContracts, type AmcContract } from "../../db/schema";
import type { Locale } from "../../app/i18n/locale";
import { buyAmc, plansForCategory } from "../../app/modules/amc/amc-contracts.server";

/** A contract waiting for payment for the appliance: on `planId`, or the category's first plan on sale. */
export async function boughtContract(
  db: Database,
  {
    applianceId,
    planId,
    category = "ac",
    remindersConsent = false,
    language = "en",
  }: {
    applianceId: number;
    planId?: number;
    category?: string;
    remindersConsent?: boolean;
    language?: Locale;
  },
): Promise<AmcContract> {
  const plan = planId ?? (await plansForCategory(db, category))[0]?.id;
  if (plan === undefined) throw new Error(`no plan on sale for ${category}`);
  const bought = await buyAmc(db, { applianceId, planId: plan, remindersConsent, language });
  if (!bought.ok) throw new Error(bought.message);
  const [row] = await db
    .select()
    .from(amcContracts)
    .where(eq(amcContracts.contractNumber, bought.contractNumber));
  return row!;
}
