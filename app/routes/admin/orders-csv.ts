import { exportOrderBatches } from "~/modules/admin-orders/admin-order-queries.server";
import { csvBom } from "~/modules/admin-orders/csv";
import { orderCsvHeader, orderCsvLine } from "~/modules/admin-orders/order-csv";
import { parseOrderFilters } from "~/modules/admin-orders/order-filters";
import { requireStaffAction } from "~/modules/staff/guard.server";

import type { Route } from "./+types/orders-csv";
import { todayInIndia } from "~/lib/india-time";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("private");

/**
 * The orders list's filtered rows as a CSV download. Streamed in batches, so every matching order is in the
 * file however many there are, without holding them all in memory.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffAction(request, context);
  const filters = parseOrderFilters(new URL(request.url).searchParams);
  const batches = exportOrderBatches(context.db, filters);
  // The first batch is read before answering, so a database failure is still a proper error response.
  const first = await batches.next();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const rows = first.done ? "" : first.value.map(orderCsvLine).join("");
      controller.enqueue(encoder.encode(csvBom + orderCsvHeader + rows));
      if (first.done) controller.close();
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(orderCsvLine).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${todayInIndia()}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
