import { data } from "react-router";

import { TrackPage } from "~/components/ui/track-page";
import { formText } from "~/lib/form-text";
import { getEnv, signingSecret } from "~/lib/env.server";
import { readFormValues } from "~/lib/read-form.server";
import { pageMeta } from "~/lib/seo";
import { myAppliancesText } from "~/modules/appliances/texts/en/my-appliances";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import type { MyAppliancesResult } from "~/modules/appliances/appliance-view";
import { withContracts } from "~/modules/amc/amc-contracts.server";
import { ApplianceList } from "~/modules/appliances/components/appliance-list";
import { MyAppliancesForm } from "~/modules/appliances/components/my-appliances-form";
import { lookUpMyAppliances, myAppliancesOfAppliance } from "~/modules/orders/my-appliances-lookup.server";
import { verifyRepairLink } from "~/modules/appliances/repair-link.server";
import { setWarrantyReminder } from "~/modules/appliances/warranty-reminders.server";
import { orderNotFoundMessage } from "~/modules/orders/order-rules";
import { validateTrackOrder, type TrackOrderErrors } from "~/modules/orders/track-order.schema";
import { hitOrderLookup, trackOrderLimitMessage } from "~/modules/orders/track-order-limit.server";

import type { Route } from "./+types/my-appliances";
import { routePolicy } from "~/lib/route-policy";
import { MessageTexts } from "~/i18n/text";
import { trackOrderMessages } from "~/modules/orders/texts/en/track-order-messages";
import { myAppliancesMessages } from "~/modules/appliances/texts/en/my-appliances-messages";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(myAppliancesText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description, path: "/my-appliances" });
};

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  const order = new URL(request.url).searchParams.get("order") ?? "";
  return { orderNumber: order.trim().slice(0, 40) };
}

type LookupResult = {
  orderNumber: string;
  lookupErrors: TrackOrderErrors;
  /** Not found, too many lookups, or a reminder link that expired. */
  message: string | null;
  found: MyAppliancesResult | null;
  /** The appliance whose warranty reminder was just turned on or off. */
  reminderSaved: number | null;
};

function result(partial: Partial<LookupResult>, status = 200) {
  const body: LookupResult = {
    orderNumber: "",
    lookupErrors: {},
    message: null,
    found: null,
    reminderSaved: null,
    ...partial,
  };
  // The answer carries the customer's appliances and invoice link: never keep it in a shared cache.
  return data(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** The same lookup, limit and not-found answer as /track-order: nobody can probe which part was wrong. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormValues(request);
  if (formText(form, "intent", 20) === "warranty-reminder")
    return saveWarrantyReminder(request, context, form);
  const orderNumber = formText(form, "orderNumber", 100).trim();
  if (!(await hitOrderLookup(context.db, context.clientAddress)).allowed) {
    return result({ orderNumber, message: trackOrderLimitMessage }, 429);
  }
  const pair = validateTrackOrder({ orderNumber, phone: formText(form, "phone", 100) });
  if (!pair.success) return result({ orderNumber, lookupErrors: pair.errors }, 400);
  const options = { now: new Date(), signingKey: signingSecret(getEnv()), locale: localeOfRequest(request) };
  const found = await lookUpMyAppliances(context.db, pair.data.orderNumber, pair.data.phone, options);
  if (!found) return result({ orderNumber, message: orderNotFoundMessage }, 404);
  return result({ orderNumber: found.orderNumber, found: await withContracts(context.db, found, options) });
}

/**
 * An appliance's warranty reminder turned on or off, by the signed link its card carries (the proof of the
 * lookup); the page then shows the order's appliances again.
 */
async function saveWarrantyReminder(
  request: Request,
  context: Route.ActionArgs["context"],
  form: Awaited<ReturnType<typeof readFormValues>>,
) {
  const now = new Date();
  const locale = localeOfRequest(request);
  const options = { now, signingKey: signingSecret(getEnv()), locale };
  const applianceId = verifyRepairLink(formText(form, "appliance", 200), now, options.signingKey);
  const saved =
    applianceId !== null &&
    (await setWarrantyReminder(
      context.db,
      { applianceId, on: formText(form, "reminder", 5) === "on", language: locale },
      now,
    ));
  const found = applianceId === null ? null : await myAppliancesOfAppliance(context.db, applianceId, options);
  if (!found) return result({ message: myAppliancesMessages.code.linkExpired }, 400);
  return result(
    {
      orderNumber: found.orderNumber,
      found: await withContracts(context.db, found, { now, locale }),
      reminderSaved: saved ? applianceId : null,
      message: saved ? null : myAppliancesMessages.code.reminderClosed,
    },
    saved ? 200 : 409,
  );
}

/** The message namespaces whose codes this form's or page's answers carry. */
const pageMessages = [trackOrderMessages, myAppliancesMessages];

export default function MyAppliancesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(myAppliancesText);
  const found = actionData?.found ?? null;
  return (
    <MessageTexts value={pageMessages}>
      <TrackPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <MyAppliancesForm
          key={found?.orderNumber ?? "lookup"}
          orderNumber={found?.orderNumber ?? actionData?.orderNumber ?? loaderData.orderNumber}
          errors={actionData?.lookupErrors}
          message={actionData?.message}
        />
        {found ? <ApplianceList {...found} reminderSaved={actionData?.reminderSaved ?? null} /> : null}
      </TrackPage>
    </MessageTexts>
  );
}
