import type { Database } from "../../../db/client.server";
import { returnInspections, returnKinds, type ReturnInspection, type ReturnKind } from "../../../db/enums";
import { addDays, isIsoDate, todayInIndia } from "~/lib/india-time";

import { approveReturn, completeReturn, refuseReturn } from "../orders/returns.server";
import { returnNumber } from "../orders/return-rules";
import { recordAudit } from "../staff/audit.server";
import type { SignedInStaff } from "../staff/guard.server";

const returnIntents = ["approve", "refuse", "complete"] as const;
type ReturnIntent = (typeof returnIntents)[number];

/** How far ahead a pickup may be set: the courier's or the van's next weeks. */
const pickupDaysAhead = 30;

export type ReturnActionInput = {
  intent: string;
  id: string;
  pickupOn?: string;
  refusal?: string;
  inspection?: string;
  resolution?: string;
  /** The replacement's installation visit, when its products need one. */
  installDate?: string;
  installSlot?: string;
};

export type ReturnActionResult =
  | { ok: true; intent: ReturnIntent; id: number; message: string }
  | {
      ok: false;
      intent: ReturnIntent | null;
      id: number | null;
      status: 400 | 404 | 409 | 422;
      message: string;
      errors?: Partial<Record<"pickupOn" | "refusal" | "inspection" | "resolution", string>>;
    };

const isIntent = (value: string): value is ReturnIntent =>
  (returnIntents as readonly string[]).includes(value);

/**
 * The returns board's three acts: approve with a pickup day (today to 30 days ahead), refuse with a reason
 * the customer reads, complete with the inspection's outcome and the resolution. Each is audited.
 */
export async function performReturnAction(
  db: Database,
  user: SignedInStaff,
  input: ReturnActionInput,
  now = new Date(),
): Promise<ReturnActionResult> {
  const intent = isIntent(input.intent) ? input.intent : null;
  const id = /^\d{1,9}$/.test(input.id) ? Number(input.id) : null;
  if (!intent || id === null) {
    return { ok: false, intent, id, status: 400, message: "This action is not known." };
  }
  const invalid = (errors: NonNullable<Extract<ReturnActionResult, { ok: false }>["errors"]>) =>
    ({
      ok: false,
      intent,
      id,
      status: 422,
      message: "Please correct the fields marked below.",
      errors,
    }) as const;
  const number = returnNumber(id);
  let outcome;
  let done: string;
  let after: Record<string, string>;
  if (intent === "approve") {
    const pickupOn = (input.pickupOn ?? "").trim();
    const today = todayInIndia(now);
    if (!isIsoDate(pickupOn) || pickupOn < today || pickupOn > addDays(today, pickupDaysAhead)) {
      return invalid({ pickupOn: `Choose a pickup day from today to ${pickupDaysAhead} days ahead.` });
    }
    outcome = await approveReturn(db, id, pickupOn, { now });
    done = `${number} approved: pickup on ${pickupOn}. The customer is told.`;
    after = { status: "approved", pickupOn };
  } else if (intent === "refuse") {
    const refusal = (input.refusal ?? "").trim().replace(/\s+/g, " ");
    if (refusal.length < 5 || refusal.length > 300) {
      return invalid({ refusal: "Write the reason the customer will read, 5 to 300 characters." });
    }
    outcome = await refuseReturn(db, id, refusal, { now });
    done = `${number} refused. The customer is told why.`;
    after = { status: "refused", refusal };
  } else {
    const inspection = returnInspections.find((value) => value === input.inspection);
    const resolution = returnKinds.find((value) => value === input.resolution);
    if (!inspection || !resolution) {
      return invalid({
        ...(inspection ? {} : { inspection: "Choose what the inspection found to do with the goods." }),
        ...(resolution ? {} : { resolution: "Choose a refund or a replacement." }),
      });
    }
    const installation =
      input.installDate || input.installSlot
        ? { date: input.installDate ?? "", slot: input.installSlot ?? "" }
        : undefined;
    outcome = await completeReturn(db, id, { inspection, resolution, installation }, { now });
    done = completedMessage(number, inspection, resolution);
    after = { status: "completed", inspection, resolution };
  }
  if (!outcome.ok) {
    const status = outcome.status === 413 ? 422 : outcome.status;
    return { ok: false, intent, id, status, message: outcome.message };
  }
  await recordAudit(db, user, {
    action: `return.${intent}`,
    entity: "order",
    entityId: outcome.request.orderId,
    after: { request: number, ...after },
  });
  return { ok: true, intent, id, message: done };
}

function completedMessage(number: string, inspection: ReturnInspection, resolution: ReturnKind): string {
  const goods =
    inspection === "restock"
      ? "The units are back in stock."
      : inspection === "brand"
        ? "The units go to the brand; stock is unchanged."
        : "The units are scrapped; stock is unchanged.";
  const next =
    resolution === "refund"
      ? "A credit note is issued: pay the refund from the order's refund panel."
      : "The replacement order is placed at no charge: pack and ship it from the orders list.";
  return `${number} completed. ${goods} ${next}`;
}
