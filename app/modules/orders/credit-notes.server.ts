import { asc, eq, inArray } from "drizzle-orm";

import type { CreditNoteReason } from "../../../db/enums";
import { creditNoteLines, creditNotes, orderLines, type Order, type OrderLine } from "../../../db/schema";
import { serviceGstRatePct } from "~/lib/gst";
import { nextDocumentNumber } from "~/modules/gst/document-series.server";

import type { Database } from "../../../db/client.server";
import type { CreditNoteView } from "./order-view";

type Executor = Pick<Database, "select" | "insert" | "execute">;

type NoteLine = Omit<typeof creditNoteLines.$inferInsert, "creditNoteId">;

/** A goods line of the order taken back, as its invoice printed it: GST-inclusive, at the price sold. */
function goodsLine(line: OrderLine, quantity: number): NoteLine {
  return {
    orderLineId: line.id,
    code: line.hsnCode,
    gstRatePct: line.gstRatePct,
    quantity,
    amountPaise: line.unitPricePaise * quantity,
  };
}

async function issueCreditNote(
  tx: Executor,
  order: Order,
  reason: CreditNoteReason,
  lines: NoteLine[],
  now: Date,
): Promise<{ id: number; number: string; totalPaise: number }> {
  const totalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const number = await nextDocumentNumber(tx, "credit", now);
  const [note] = await tx
    .insert(creditNotes)
    .values({ creditNoteNumber: number, orderId: order.id, reason, totalPaise, issuedAt: now })
    .returning({ id: creditNotes.id });
  await tx.insert(creditNoteLines).values(lines.map((line) => ({ ...line, creditNoteId: note!.id })));
  return { id: note!.id, number, totalPaise };
}

/**
 * Issues the credit note that answers a cancelled order's tax invoice (CGST Act section 34; decision 030):
 * every line and the installation charge taken back, in the credit series, inside the cancellation's
 * transaction so the number is given only when the cancellation commits.
 */
export async function issueCancellationCreditNote(tx: Executor, order: Order, now: Date): Promise<string> {
  const sold = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const lines = sold.map((line) => goodsLine(line, line.quantity));
  if (order.installationChargePaise > 0) {
    lines.push({
      orderLineId: null,
      code: order.installationSac,
      gstRatePct: serviceGstRatePct,
      quantity: 1,
      amountPaise: order.installationChargePaise,
    });
  }
  return (await issueCreditNote(tx, order, "cancelled", lines, now)).number;
}

/**
 * Issues the credit note for goods that came back and are refunded (CGST Act section 34(1): goods supplied
 * are returned): the units returned of each line, at the price the invoice charged (decision 033).
 */
export function issueReturnCreditNote(
  tx: Executor,
  order: Order,
  returned: readonly { line: OrderLine; quantity: number }[],
  now: Date,
): Promise<{ id: number; number: string; totalPaise: number }> {
  return issueCreditNote(
    tx,
    order,
    "returned",
    returned.map(({ line, quantity }) => goodsLine(line, quantity)),
    now,
  );
}

/** The credit notes issued against an order's invoice, oldest first, with their lines. */
export async function creditNotesOfOrder(db: Executor, orderId: number): Promise<CreditNoteView[]> {
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  if (notes.length === 0) return [];
  const lines = await db
    .select({
      creditNoteId: creditNoteLines.creditNoteId,
      productId: orderLines.productId,
      quantity: creditNoteLines.quantity,
      amountPaise: creditNoteLines.amountPaise,
      code: creditNoteLines.code,
      ratePct: creditNoteLines.gstRatePct,
    })
    .from(creditNoteLines)
    .leftJoin(orderLines, eq(orderLines.id, creditNoteLines.orderLineId))
    .where(
      inArray(
        creditNoteLines.creditNoteId,
        notes.map((note) => note.id),
      ),
    )
    .orderBy(asc(creditNoteLines.id));
  return notes.map((note) => ({
    number: note.creditNoteNumber,
    reason: note.reason,
    issuedAt: note.issuedAt.toISOString(),
    totalPaise: note.totalPaise,
    lines: lines
      .filter((line) => line.creditNoteId === note.id)
      .map(({ creditNoteId: _id, ...line }) => line),
  }));
}
