/**
 * Annual maintenance contracts (decision 052): bought by the customer for an appliance record, paid by UPI
 * or at the counter and recorded by staff (which numbers the tax invoice and starts the cover), and the
 * visits each one pays for.
 */
import crypto from "node:crypto";

import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import { amcContracts, amcPlans, amcVisits, appliances, orderLines, orders } from "../../../db/schema";
import type { AmcContract } from "../../../db/schema";
import type { AmcPaymentMethod } from "../../../db/enums";
import { localePath, type Locale } from "~/i18n/locale";
import { getEnv, paymentSettings, publicUrl, signingSecret } from "~/lib/env.server";
import { serviceGstRatePct } from "~/lib/gst";
import { placeOfSupplyText, type GstStateCode } from "~/lib/gst-states";
import { todayInIndia } from "~/lib/india-time";
import { supplyTo, taxInside } from "~/modules/gst/line-tax";
import { invoiceSeller } from "~/modules/gst/seller.server";
import type { MyAppliance, MyAppliancesResult } from "~/modules/appliances/appliance-view";
import { applianceForRepair } from "~/modules/appliances/my-appliances.server";
import { normaliseUtr } from "~/modules/orders/payment-rules";
import { buildUpiLink, upiQrSvg } from "~/modules/orders/upi";
import { recordUpdatesChoice } from "~/modules/privacy/consent-records.server";
import { gatewayLog } from "~/modules/payments/gateway-log.server";
import { paymentGateway } from "~/modules/payments/gateway.server";
import { utrPaid, utrUsedMessage } from "~/modules/payments/upi-references.server";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { activateContract } from "./amc-activation.server";
import { contractCheckout } from "./amc-online-payment.server";
import { amcBuyRefusal, amcCovers, generateAmcNumber } from "./amc-rules";
import type { AmcContractView, AmcPlanView } from "./amc-view";
import { amcMessages } from "./texts/en/amc-messages";

const planView = {
  id: amcPlans.id,
  category: amcPlans.category,
  name: amcPlans.name,
  pricePaise: amcPlans.pricePaise,
  months: amcPlans.months,
  visitsIncluded: amcPlans.visitsIncluded,
  partsCovered: amcPlans.partsCovered,
  active: amcPlans.active,
};

/** The plans on sale for a category, cheapest first. */
export async function plansForCategory(db: Executor, category: string): Promise<AmcPlanView[]> {
  return db
    .select(planView)
    .from(amcPlans)
    .where(and(eq(amcPlans.category, category), eq(amcPlans.active, true)))
    .orderBy(asc(amcPlans.pricePaise), asc(amcPlans.id));
}

/** Every plan, sold or withdrawn, for the back office. */
export async function allPlans(db: Executor): Promise<AmcPlanView[]> {
  return db.select(planView).from(amcPlans).orderBy(asc(amcPlans.category), asc(amcPlans.pricePaise));
}

async function contractsOf(db: Executor, applianceId: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(amcContracts)
    .where(eq(amcContracts.applianceId, applianceId))
    .orderBy(desc(amcContracts.placedAt));
  // completing a visit locks them: two visits cannot both take a contract's last visit
  return lock ? query.for("update") : query;
}

async function visitsUsed(db: Executor, contractId: number, exceptBookingId?: number): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(amcVisits)
    .where(
      exceptBookingId === undefined
        ? eq(amcVisits.contractId, contractId)
        : and(eq(amcVisits.contractId, contractId), sql`${amcVisits.bookingId} <> ${exceptBookingId}`),
    );
  return row?.used ?? 0;
}

/** The appliance a verified link names, its plans and whether it may get one now. */
export async function amcOffer(db: Database, applianceId: number, now: Date) {
  const appliance = await applianceForRepair(db, applianceId);
  if (!appliance) return null;
  const contracts = await contractsOf(db, applianceId);
  const refusal = amcBuyRefusal(contracts, todayInIndia(now));
  return {
    appliance: { id: appliance.id, title: appliance.title, serialNumber: appliance.serialNumber },
    plans: await plansForCategory(db, appliance.category),
    refusal: refusal === null ? null : amcMessages.code[refusal],
  };
}

export type BuyAmcResult =
  | { ok: true; contractNumber: string; accessToken: string }
  | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * A contract waiting for payment, on the plan's terms as they are now, for the appliance's order's name,
 * phone and address. One waiting or running contract per appliance (renewal opens in the last 30 days); the
 * appliance's row is locked so two submits cannot both buy.
 */
export async function buyAmc(
  db: Database,
  input: { applianceId: number; planId: number; remindersConsent: boolean; language: Locale },
  now = new Date(),
): Promise<BuyAmcResult> {
  return db.transaction(async (tx): Promise<BuyAmcResult> => {
    const [locked] = await tx
      .select({ id: appliances.id })
      .from(appliances)
      .where(eq(appliances.id, input.applianceId))
      .for("update");
    const appliance = locked ? await applianceForRepair(tx, locked.id) : null;
    if (!appliance) return { ok: false, status: 404, message: amcMessages.code.linkExpired };
    const [plan] = await tx.select().from(amcPlans).where(eq(amcPlans.id, input.planId));
    if (!plan || !plan.active || plan.category !== appliance.category)
      return { ok: false, status: 409, message: amcMessages.code.planGone };
    const refusal = amcBuyRefusal(await contractsOf(tx, appliance.id), todayInIndia(now));
    if (refusal) return { ok: false, status: 409, message: amcMessages.code[refusal] };
    const [order] = await tx
      .select({ placeOfSupply: orders.placeOfSupply, state: orders.state })
      .from(appliances)
      .innerJoin(orders, eq(orders.id, appliances.orderId))
      .where(eq(appliances.id, appliance.id));
    const accessToken = crypto.randomBytes(24).toString("base64url");
    const contractNumber = generateAmcNumber(now);
    await tx.insert(amcContracts).values({
      contractNumber,
      applianceId: appliance.id,
      planId: plan.id,
      planName: plan.name,
      pricePaise: plan.pricePaise,
      months: plan.months,
      visitsIncluded: plan.visitsIncluded,
      partsCovered: plan.partsCovered,
      name: appliance.name,
      phone: appliance.phone,
      address: `${appliance.address}, ${appliance.city}, ${order?.state ?? ""} ${appliance.pincode}`,
      placeOfSupply: order?.placeOfSupply ?? "33",
      language: input.language,
      remindersConsent: input.remindersConsent,
      accessToken,
      placedAt: now,
      updatedAt: now,
    });
    if (input.remindersConsent) {
      // the plan is for the order's appliance: its reminders are recorded under the order's purpose
      await recordUpdatesChoice(tx, {
        phone: appliance.phone,
        purpose: "order",
        subject: contractNumber,
        given: true,
        now,
      });
    }
    return { ok: true, contractNumber, accessToken };
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

type ContractFacts = { applianceTitle: string; serialNumber: string | null; visitsUsed: number };

/** The appliance and the visits used of each contract, in one query however many contracts. */
async function contractFacts(db: Executor, ids: readonly number[]): Promise<Map<number, ContractFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: amcContracts.id,
      applianceTitle: orderLines.title,
      serialNumber: appliances.serialNumber,
      visitsUsed: sql<number>`(SELECT count(*) FROM ${amcVisits} WHERE ${amcVisits.contractId} = ${amcContracts.id})`,
    })
    .from(amcContracts)
    .innerJoin(appliances, eq(appliances.id, amcContracts.applianceId))
    .innerJoin(orderLines, eq(orderLines.id, appliances.orderLineId))
    .where(inArray(amcContracts.id, [...ids]));
  return new Map(rows.map(({ id, ...facts }) => [id, { ...facts, visitsUsed: Number(facts.visitsUsed) }]));
}

/** The customer's own page: while the contract waits, the form to the gateway's page is made there. */
type PaymentPage = { locale: Locale; now: Date };

/**
 * A contract as its pages show it; the UPI QR (a drawn SVG) and the online payment form only on the
 * customer's page.
 */
async function contractView(
  db: Executor,
  row: AmcContract,
  { paymentPage, facts }: { paymentPage?: PaymentPage; facts?: ContractFacts } = {},
): Promise<AmcContractView> {
  const known = facts ?? (await contractFacts(db, [row.id])).get(row.id);
  let upi: AmcContractView["upi"] = null;
  let online: AmcContractView["online"] = null;
  if (paymentPage && row.status === "pending") {
    const env = getEnv();
    const settings = paymentSettings(env);
    const gateway = paymentGateway(env);
    if (gateway) {
      online = await contractCheckout(db, gateway, row, {
        publicUrl: publicUrl(env),
        signingKey: signingSecret(env),
        payeeName: settings.upiPayeeName,
        ...paymentPage,
        logger: gatewayLog,
      });
    }
    const link = buildUpiLink({
      vpa: settings.upiVpa,
      payeeName: settings.upiPayeeName,
      merchantCode: settings.merchantCode,
      amountPaise: row.pricePaise,
      orderNumber: row.contractNumber,
    });
    upi = { link, qrSvg: await upiQrSvg(link) };
  }
  const invoice =
    row.invoiceNumber && row.paidAt && row.sac
      ? {
          number: row.invoiceNumber,
          issuedAt: row.paidAt.toISOString(),
          seller: invoiceSeller(),
          sac: row.sac,
          placeOfSupply: placeOfSupplyText(row.placeOfSupply as GstStateCode),
          tax: taxInside(row.pricePaise, serviceGstRatePct, supplyTo(row.placeOfSupply)),
          ratePct: serviceGstRatePct,
          totalPaise: row.pricePaise,
        }
      : null;
  return {
    contractNumber: row.contractNumber,
    status: row.status,
    planName: row.planName,
    pricePaise: row.pricePaise,
    months: row.months,
    visitsIncluded: row.visitsIncluded,
    visitsUsed: known?.visitsUsed ?? 0,
    partsCovered: row.partsCovered,
    applianceTitle: known?.applianceTitle ?? "",
    serialNumber: known?.serialNumber ?? null,
    name: row.name,
    phone: row.phone,
    address: row.address,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    paymentMethod: row.paymentMethod,
    placedAt: row.placedAt.toISOString(),
    invoice,
    upi,
    online,
    remindersOn: row.remindersConsent,
  };
}

/**
 * The customer's contract by its number and the secret of their link, or (token null) by the number a
 * verified message link named; null for anything else. With `paymentPage` null, without the ways to pay (no
 * gateway order is made): for an action that only needs to know which contract it is.
 */
export async function customerContract(
  db: Database,
  contractNumber: string,
  token: string | null,
  paymentPage: PaymentPage | null = { locale: "en", now: new Date() },
): Promise<AmcContractView | null> {
  const [row] = await db.select().from(amcContracts).where(eq(amcContracts.contractNumber, contractNumber));
  if (!row || (token !== null && !sameToken(row.accessToken, token))) return null;
  return contractView(db, row, { paymentPage: paymentPage ?? undefined });
}

/** The customer stops the contract's reminders (the link in each says how); recorded with their consent history. */
export async function stopAmcReminders(
  db: Database,
  contractNumber: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(amcContracts)
      .set({ remindersConsent: false, updatedAt: now })
      .where(and(eq(amcContracts.contractNumber, contractNumber), eq(amcContracts.remindersConsent, true)))
      .returning({ phone: amcContracts.phone });
    if (row)
      await recordUpdatesChoice(tx, {
        phone: row.phone,
        purpose: "order",
        subject: contractNumber,
        given: false,
        now,
      });
  });
}

/**
 * /my-appliances with each appliance's latest contract that is waiting for payment or still running, and
 * the link to its page.
 */
export async function withContracts(
  db: Executor,
  found: MyAppliancesResult,
  { now, locale }: { now: Date; locale: Locale },
): Promise<MyAppliancesResult> {
  const ids = found.appliances.map((appliance) => appliance.id);
  if (ids.length === 0) return found;
  const today = todayInIndia(now);
  const rows = await db
    .select()
    .from(amcContracts)
    .where(and(inArray(amcContracts.applianceId, ids), ne(amcContracts.status, "cancelled")))
    .orderBy(desc(amcContracts.placedAt));
  const latest = new Map<number, AmcContract>();
  for (const row of rows) if (!latest.has(row.applianceId)) latest.set(row.applianceId, row);
  const amcOf = (id: number): MyAppliance["amc"] => {
    const contract = latest.get(id);
    if (!contract || contract.status === "cancelled" || (contract.endsOn !== null && contract.endsOn < today))
      return null;
    const query = new URLSearchParams({ contract: contract.contractNumber, token: contract.accessToken });
    return {
      status: contract.status,
      endsOn: contract.endsOn,
      href: localePath(`/amc?${query}`, locale),
      renewable: amcBuyRefusal([contract], today) === null,
    };
  };
  return {
    ...found,
    appliances: found.appliances.map((appliance) => ({ ...appliance, amc: amcOf(appliance.id) })),
  };
}

export type AmcBoardRow = AmcContractView & { id: number };

/** The back office's list: contracts waiting for payment first, then the running ones by their end. */
export async function amcBoard(db: Database): Promise<AmcBoardRow[]> {
  const rows = await db
    .select()
    .from(amcContracts)
    .orderBy(
      sql`CASE ${amcContracts.status} WHEN 'pending' THEN 0 WHEN 'active' THEN 1 ELSE 2 END`,
      asc(amcContracts.endsOn),
      desc(amcContracts.placedAt),
    )
    .limit(200);
  const facts = await contractFacts(
    db,
    rows.map((row) => row.id),
  );
  const board: AmcBoardRow[] = [];
  for (const row of rows)
    board.push({
      id: row.id,
      ...(await contractView(db, row, { facts: facts.get(row.id) })),
    });
  return board;
}

export type AmcStepResult =
  { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * Staff record the contract's payment: UPI with its 12-digit UTR (a UTR pays one contract), or cash. The
 * cover starts (the day after the appliance's running contract, for a renewal) and the tax invoice is
 * numbered in the service series, in one transaction.
 */
export async function recordAmcPayment(
  db: Database,
  user: SignedInStaff,
  contractId: number,
  payment: { method: Exclude<AmcPaymentMethod, "gateway">; reference: string | null },
  now = new Date(),
): Promise<AmcStepResult> {
  const utr = payment.method === "upi" ? normaliseUtr(payment.reference ?? "") : null;
  if (payment.method === "upi" && utr === null)
    return { ok: false, status: 400, message: "Please enter the payment's 12-digit UPI reference (UTR)." };
  return db.transaction(async (tx): Promise<AmcStepResult> => {
    const [row] = await tx.select().from(amcContracts).where(eq(amcContracts.id, contractId)).for("update");
    if (!row) return { ok: false, status: 404, message: "This contract does not exist." };
    if (row.status !== "pending")
      return { ok: false, status: 409, message: `Contract ${row.contractNumber} is already ${row.status}.` };
    const used = utr === null ? null : await utrPaid(tx, utr);
    if (used) return { ok: false, status: 409, message: utrUsedMessage(used) };
    const { invoiceNumber, ...term } = await activateContract(
      tx,
      row,
      { method: payment.method, reference: utr },
      now,
    );
    await recordAudit(tx, user, {
      action: "amc.paid",
      entity: "amc_contract",
      entityId: row.id,
      before: { status: row.status },
      after: { status: "active", ...term, method: payment.method, invoiceNumber },
    });
    return {
      ok: true,
      message: `Contract ${row.contractNumber} is paid: cover from ${term.startsOn} to ${term.endsOn}, invoice ${invoiceNumber}.`,
    };
  });
}

/** Staff cancel a contract that was never paid (the customer changed their mind). */
export async function cancelAmc(
  db: Database,
  user: SignedInStaff,
  contractId: number,
  now = new Date(),
): Promise<AmcStepResult> {
  return db.transaction(async (tx): Promise<AmcStepResult> => {
    const [row] = await tx.select().from(amcContracts).where(eq(amcContracts.id, contractId)).for("update");
    if (!row) return { ok: false, status: 404, message: "This contract does not exist." };
    if (row.status !== "pending")
      return {
        ok: false,
        status: 409,
        message: `Contract ${row.contractNumber} is ${row.status}: only an unpaid contract can be cancelled.`,
      };
    await tx
      .update(amcContracts)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(eq(amcContracts.id, row.id));
    await recordAudit(tx, user, {
      action: "amc.cancel",
      entity: "amc_contract",
      entityId: row.id,
      before: { status: row.status },
      after: { status: "cancelled" },
    });
    return { ok: true, message: `Contract ${row.contractNumber} is cancelled.` };
  });
}

/** The contract that pays for a visit, as its bill needs it: its number, plan and whether parts are in. */
export type VisitAmc = {
  id: number;
  contractNumber: string;
  planName: string;
  partsCovered: boolean;
  endsOn: string;
};

/**
 * The running contract of the visit's appliance that covered the day the visit was booked and has a visit
 * left (this visit's own use not counted); null otherwise. `lock` holds the contracts until the transaction ends.
 */
export async function amcOfVisit(
  db: Executor,
  visit: { id: number; kind: string; applianceId: number | null; createdAt: Date | string },
  { lock = false } = {},
): Promise<VisitAmc | null> {
  if (visit.applianceId === null || visit.kind !== "repair") return null;
  const bookedOn = todayInIndia(new Date(visit.createdAt));
  for (const contract of await contractsOf(db, visit.applianceId, { lock })) {
    if (contract.status !== "active") continue;
    const used = await visitsUsed(db, contract.id, visit.id);
    if (amcCovers(contract, bookedOn, used)) {
      return {
        id: contract.id,
        contractNumber: contract.contractNumber,
        planName: contract.planName,
        partsCovered: contract.partsCovered,
        endsOn: contract.endsOn!,
      };
    }
  }
  return null;
}

/** What the contract paid for on a completed visit: the visit's reason for charging that much less. */
export async function recordAmcVisit(
  tx: Executor,
  contractId: number,
  bookingId: number,
  share: {
    visitChargePaise: number;
    labourPaise: number;
    partsPaise: number;
    gstPaise: number;
    totalPaise: number;
  },
  now: Date,
): Promise<void> {
  await tx.insert(amcVisits).values({ bookingId, contractId, ...share, coveredAt: now });
}
