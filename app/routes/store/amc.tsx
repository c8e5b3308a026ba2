import { data, redirect, useNavigation } from "react-router";

import { FormAlert } from "~/components/ui/form-alert";
import { TrackPage } from "~/components/ui/track-page";
import { localeOfPath, localeOfRequest, localePath, type Locale } from "~/i18n/locale";
import { MessageTexts, textIn, useText } from "~/i18n/text";
import { getEnv, signingSecret } from "~/lib/env.server";
import { formText } from "~/lib/form-text";
import { readFormValues } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";
import { pageMeta } from "~/lib/seo";
import { amcOffer, buyAmc, customerContract, stopAmcReminders } from "~/modules/amc/amc-contracts.server";
import type { AmcContractView } from "~/modules/amc/amc-view";
import { trackingTokenParam, verifyTrackingLink } from "~/modules/notify/tracking-link.server";
import { amcNumberPattern } from "~/modules/amc/amc-rules";
import { AmcContractPanel } from "~/modules/amc/components/amc-contract";
import { AmcOffer } from "~/modules/amc/components/amc-offer";
import { amcMessages } from "~/modules/amc/texts/en/amc-messages";
import { amcText } from "~/modules/amc/texts/en/amc";
import { paymentOutcomes } from "~/modules/orders/payment-rules";
import {
  applianceIdOf,
  repairLinkLifetimeMs,
  signRepairLink,
  verifyRepairLink,
} from "~/modules/appliances/repair-link.server";

import type { Route } from "./+types/amc";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(amcText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description, path: "/amc" });
};

const noStore = { "Cache-Control": "private, no-store" };

/** A link that is forged, expired or names nothing: said on the page, with a 4xx. */
const failed = {
  contract: null,
  offer: null,
  link: "",
  failure: amcMessages.code.linkExpired,
  stopFields: [] as [string, string][],
  paymentOutcome: null,
};

export function headers() {
  return noStore;
}

/**
 * /amc?appliance=<link>: the plans for an appliance found on /my-appliances (the same signed link as its
 * "Book a repair"), or from a warranty reminder's link (?t=); /amc?contract=<number>&token=<secret>: the
 * contract, its payment and its invoice (or a contract reminder's ?t=).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const now = new Date();
  const reminded = applianceOfReminder(url.searchParams.get(trackingTokenParam), now);
  const locale = localeOfRequest(request);
  const contract =
    reminded === null ? await contractOf(context.db, url.searchParams, now, { locale, now }) : "none";
  if (contract === "none") {
    // no contract asked for: the plans for an appliance
  } else if (contract === null) {
    return data(failed, { status: 404, headers: noStore });
  } else {
    // what names the contract on this page, posted back to stop its reminders
    const stopFields = [trackingTokenParam, "contract", "token"].flatMap((name) => {
      const value = url.searchParams.get(name);
      return value ? [[name, value.slice(0, 200)] as [string, string]] : [];
    });
    const asked = url.searchParams.get("payment");
    // once the plan is active, an older "approved, confirming" or "left the page" no longer holds
    const paymentOutcome =
      paymentOutcomes.find(
        (outcome) => outcome === asked && (contract.status !== "active" || outcome === "paid"),
      ) ?? null;
    return data(
      { contract, offer: null, link: "", failure: null, stopFields, paymentOutcome },
      { headers: noStore },
    );
  }
  const link = reminded ?? (url.searchParams.get("appliance") ?? "").slice(0, 200);
  const applianceId = verifyRepairLink(link, now, signingSecret(getEnv()));
  const offer = applianceId === null ? null : await amcOffer(context.db, applianceId, now);
  if (!offer) return data(failed, { status: 400, headers: noStore });
  return data(
    { contract: null, offer, link, failure: null, stopFields: [], paymentOutcome: null },
    { headers: noStore },
  );
}

/**
 * For a warranty reminder's link (?t= naming an appliance): a fresh signed link to the appliance, as
 * /my-appliances gives, for the plans and the buy form; null for any other token or none.
 */
function applianceOfReminder(token: string | null, now: Date): string | null {
  if (!token) return null;
  const key = signingSecret(getEnv());
  const applianceId = applianceIdOf(verifyTrackingLink("appliance", token.slice(0, 200), now, key));
  if (applianceId === null) return null;
  return signRepairLink(applianceId, new Date(now.getTime() + repairLinkLifetimeMs), key);
}

/**
 * The contract a request names: by its number and the secret of the customer's link, or by the signed token
 * of a reminder's link (?t=); "none" when it names no contract, null when what it names is not valid.
 */
async function contractOf(
  db: Route.LoaderArgs["context"]["db"],
  params: { get(name: string): string | null },
  now: Date,
  page: { locale: Locale; now: Date } | null,
): Promise<AmcContractView | null | "none"> {
  const messageToken = (params.get(trackingTokenParam) ?? "").slice(0, 200);
  if (messageToken) {
    const number = verifyTrackingLink("amc", messageToken, now, signingSecret(getEnv()));
    return number && amcNumberPattern.test(number) ? customerContract(db, number, null, page) : null;
  }
  const number = (params.get("contract") ?? "").slice(0, 40);
  if (!number) return "none";
  return amcNumberPattern.test(number)
    ? customerContract(db, number, (params.get("token") ?? "").slice(0, 100), page)
    : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormValues(request);
  const now = new Date();
  if (formText(form, "intent", 20) === "stop-reminders") {
    const fields = { get: (name: string) => formText(form, name, 200) || null };
    // only which contract it is: no payment form, so no gateway order, for stopping reminders
    const contract = await contractOf(context.db, fields, now, null);
    if (contract === null || contract === "none")
      return data(
        { message: amcMessages.code.linkExpired, stopped: false },
        { status: 404, headers: noStore },
      );
    await stopAmcReminders(context.db, contract.contractNumber, now);
    return data({ message: null, stopped: true }, { headers: noStore });
  }
  const applianceId = verifyRepairLink(formText(form, "appliance", 200), now, signingSecret(getEnv()));
  if (applianceId === null)
    return data({ message: amcMessages.code.linkExpired, stopped: false }, { status: 400, headers: noStore });
  const planText = formText(form, "plan", 12);
  if (!/^\d{1,9}$/.test(planText))
    return data({ message: amcMessages.code.choosePlan, stopped: false }, { status: 400, headers: noStore });
  const locale = localeOfRequest(request);
  const bought = await buyAmc(
    context.db,
    {
      applianceId,
      planId: Number(planText),
      remindersConsent: formText(form, "reminders", 10) === "yes",
      language: locale,
    },
    now,
  );
  if (!bought.ok)
    return data({ message: bought.message, stopped: false }, { status: bought.status, headers: noStore });
  const query = new URLSearchParams({ contract: bought.contractNumber, token: bought.accessToken });
  return redirect(`${localePath("/amc", locale)}?${query.toString()}`, { status: 303, headers: noStore });
}

const pageMessages = [amcMessages];

export default function AmcPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(amcText);
  const busy = useNavigation().state === "submitting";
  const { contract, offer, link, failure, stopFields, paymentOutcome } = loaderData;

  return (
    <MessageTexts value={pageMessages}>
      <TrackPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <FormAlert message={failure} />
        {contract ? (
          <AmcContractPanel
            contract={contract}
            stopFields={stopFields}
            stopped={actionData?.stopped ?? false}
            paymentOutcome={paymentOutcome}
            busy={busy}
          />
        ) : null}
        {offer ? (
          <AmcOffer
            appliance={offer.appliance}
            plans={offer.plans}
            link={link}
            message={actionData?.message ?? offer.refusal}
            busy={busy}
          />
        ) : null}
      </TrackPage>
    </MessageTexts>
  );
}
