import { routePolicy } from "~/lib/route-policy";
import { todayInIndia } from "~/lib/india-time";
import { currentCustomer } from "~/modules/account/customer-sessions.server";
import { exportPersonalData } from "~/modules/account/personal-data.server";
import { signInMessages } from "~/modules/account/texts/en/sign-in-messages";

import type { Route } from "./+types/my-data";

export const handle = routePolicy("private");

/**
 * /account/data.json: everything the shop holds about the signed-in number, as a file to keep (DPDP Act
 * 2023, section 11). Only with the customer's session; never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await currentCustomer(context.db, request);
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (!customer) {
    return Response.json({ message: signInMessages.en.signInFirst }, { status: 401, headers });
  }
  const data = await exportPersonalData(context.db, customer.phone);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kaveri-my-data-${todayInIndia()}.json"`,
    },
  });
}
