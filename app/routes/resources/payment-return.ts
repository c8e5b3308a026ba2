import { data, redirect } from "react-router";

import { localePath } from "~/i18n/locale";
import { getEnv, notifyEmail, signingSecret } from "~/lib/env.server";
import { readForm } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";
import { paymentReturn } from "~/modules/payment-settlement/payment-settlement.server";
import { gatewayLog } from "~/modules/payments/gateway-log.server";
import { paymentGateway } from "~/modules/payments/gateway.server";
import { trackingPath } from "~/modules/notify/tracking-link.server";

import type { Route } from "./+types/payment-return";

export const handle = routePolicy("private");

const invalidLink =
  "This payment link is not valid or has expired. Open your order from Track Order, your maintenance contract from My Appliances, or your repair from Track Service.";

/** The tracking page the customer lands on after paying a claim's bill opens without the phone for a day. */
const trackingLinkMs = 86_400_000;

/**
 * Where the gateway's payment page sends the customer back (?ref= names our order, maintenance contract or
 * booking, signed): a POST with the payment's signed ids, a failure's error fields, or, from "cancel", a GET. The
 * payment is confirmed only when its signature holds and the gateway, asked by us, says it is captured for
 * the right amount; then the customer lands on the order's confirmation page, the contract's page or the
 * booking's tracking page, which says what happened.
 */
async function settle(
  request: Request,
  db: Route.LoaderArgs["context"]["db"],
  fields: Record<string, string>,
) {
  const url = new URL(request.url);
  const env = getEnv();
  const gateway = paymentGateway(env);
  const found = gateway
    ? await paymentReturn(
        db,
        gateway,
        {
          ref: (url.searchParams.get("ref") ?? "").slice(0, 200),
          cancelled: url.searchParams.has("cancelled"),
          fields,
        },
        { signingKey: signingSecret(env), now: new Date(), logger: gatewayLog, notifyTo: notifyEmail(env) },
      )
    : null;
  if (!found) throw data(invalidLink, { status: 400 });
  const locale = url.searchParams.get("lang") === "ta" ? "ta" : "en";
  if (found.kind === "service") {
    const expiresAt = new Date(Date.now() + trackingLinkMs);
    const path = trackingPath("booking", found.number, locale, { key: signingSecret(env), expiresAt });
    return redirect(`${path}&${new URLSearchParams({ payment: found.outcome })}`, 303);
  }
  const [path, name] = found.kind === "amc" ? ["/amc", "contract"] : ["/order-confirmation", "order"];
  const query = new URLSearchParams({
    [name]: found.number,
    token: found.accessToken,
    payment: found.outcome,
  });
  return redirect(`${localePath(path, locale)}?${query}`, 303);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return settle(request, context.db, {});
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value.slice(0, 500);
  return settle(request, context.db, fields);
}
