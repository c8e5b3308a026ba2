import { data, redirect } from "react-router";

import { FormAlert } from "~/components/ui/form-alert";
import { SuccessNotice, TrackPage } from "~/components/ui/track-page";
import { formRefusals } from "~/lib/texts/en/form-refusals";
import { getEnv, signingSecret } from "~/lib/env.server";
import { formText } from "~/lib/form-text";
import { formatPhone } from "~/lib/phone";
import { readForm } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";
import { pageMeta } from "~/lib/seo";
import { localeOfPath, localeOfRequest, localePath } from "~/i18n/locale";
import { MessageTexts, textIn, useText } from "~/i18n/text";
import { accountOverview, stopAllUpdates } from "~/modules/account/account-overview.server";
import {
  AccountSections,
  PersonalDataSection,
  SignOutButtons,
} from "~/modules/account/components/account-sections";
import { erasePersonalData } from "~/modules/account/personal-data.server";
import {
  clearedCustomerCookie,
  currentCustomer,
  customerSessionCookie,
  customerTokenFromRequest,
  endAllCustomerSessions,
  endCustomerSession,
} from "~/modules/account/customer-sessions.server";
import { accountText } from "~/modules/account/texts/en/account";
import { signInMessages } from "~/modules/account/texts/en/sign-in-messages";

import type { Route } from "./+types/account";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(accountText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.title, description: t.description, path: "/account" }),
    { name: "robots", content: "noindex" },
  ];
};

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

const noStore = { "Cache-Control": "private, no-store" };

/** Signed out, the page sends the customer to sign in; signed in, the session moves on with each visit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const customer = await currentCustomer(context.db, request);
  if (!customer) throw redirect(localePath("/sign-in", locale), { headers: noStore });
  const now = new Date();
  const overview = await accountOverview(context.db, customer.phone, {
    now,
    key: signingSecret(getEnv()),
    locale,
  });
  const headers = new Headers(noStore);
  const token = customerTokenFromRequest(request);
  if (customer.renewed && token) headers.set("Set-Cookie", customerSessionCookie(token));
  return data({ overview }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await readForm(request);
  const customer = await currentCustomer(context.db, request);
  const signIn = localePath("/sign-in", locale);
  if (!customer) throw redirect(signIn, { headers: noStore });
  const intent = formText(form, "intent");
  if (intent === "sign-out" || intent === "sign-out-everywhere") {
    const token = customerTokenFromRequest(request);
    if (intent === "sign-out-everywhere") await endAllCustomerSessions(context.db, customer.accountId);
    else if (token) await endCustomerSession(context.db, token);
    throw redirect(`${signIn}?signed-out=${intent === "sign-out" ? "here" : "everywhere"}`, {
      headers: { "Set-Cookie": clearedCustomerCookie(), ...noStore },
    });
  }
  if (intent === "erase") {
    if (formText(form, "confirm") !== "on") {
      return data(
        { notice: null, message: null, eraseError: signInMessages.code.confirmErase },
        { status: 400, headers: noStore },
      );
    }
    const erased = await erasePersonalData(context.db, customer.phone, new Date());
    if (!erased.ok) {
      return data(
        { notice: null, message: null, eraseError: signInMessages.code.eraseOpenItems },
        { status: 409, headers: noStore },
      );
    }
    // the account and its sessions are gone with the data: the browser's cookie goes too
    throw redirect(`${signIn}?erased=${erased.taxRecordsUntil ?? "all"}`, {
      headers: { "Set-Cookie": clearedCustomerCookie(), ...noStore },
    });
  }
  if (intent === "stop-updates") {
    await stopAllUpdates(context.db, customer.phone, new Date());
    return data(
      { notice: signInMessages.code.updatesStopped, message: null, eraseError: null },
      { headers: noStore },
    );
  }
  return data(
    { notice: null, message: formRefusals.code.unreadable, eraseError: null },
    { status: 400, headers: noStore },
  );
}

const pageMessages = [signInMessages, formRefusals];

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(accountText);
  const { overview } = loaderData;
  return (
    <MessageTexts value={pageMessages}>
      <TrackPage eyebrow={t.eyebrow} title={t.title} lead={t.signedInAs(formatPhone(overview.phone))}>
        <SignOutButtons />
        <SuccessNotice message={actionData?.notice} />
        <FormAlert message={actionData?.message} />
        <AccountSections overview={overview} />
        <PersonalDataSection error={actionData?.eraseError} />
      </TrackPage>
    </MessageTexts>
  );
}
