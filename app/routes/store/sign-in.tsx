import { useEffect } from "react";
import { dataNotice } from "~/modules/privacy/data-notice.server";
import { data, redirect } from "react-router";

import { SuccessNotice, TrackPage } from "~/components/ui/track-page";
import { getEnv, signingSecret } from "~/lib/env.server";
import { formText } from "~/lib/form-text";
import { formatIndiaDateLong, isIsoDate } from "~/lib/india-time";
import { readFormValues } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";
import { pageMeta } from "~/lib/seo";
import { localeOfPath, localeOfRequest, localePath } from "~/i18n/locale";
import { MessageTexts, textIn, useText } from "~/i18n/text";
import { codeSender } from "~/modules/account/code-sender.server";
import { SignInSteps } from "~/modules/account/components/sign-in-steps";
import {
  currentCustomer,
  customerSessionCookie,
  customerTokenFromRequest,
} from "~/modules/account/customer-sessions.server";
import { checkSignInCode, sendSignInCode } from "~/modules/account/sign-in.server";
import type { SignInAnswer } from "~/modules/account/sign-in.schema";
import { signInText } from "~/modules/account/texts/en/sign-in";
import { signInMessages } from "~/modules/account/texts/en/sign-in-messages";

import { forgetSavedTracking } from "~/pwa/saved-tracking";

import type { Route } from "./+types/sign-in";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(signInText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.title, description: t.description, path: "/sign-in" }),
    { name: "robots", content: "noindex" },
  ];
};

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

const noStore = { "Cache-Control": "private, no-store" };

/** Where ?next= may send a customer once signed in: names, never paths, so the link cannot point away. */
const nextPages = { checkout: "/checkout" } as const;

function afterSignIn(request: Request): string {
  const next = new URL(request.url).searchParams.get("next");
  const path =
    next !== null && Object.hasOwn(nextPages, next) ? nextPages[next as keyof typeof nextPages] : "/account";
  return localePath(path, localeOfRequest(request));
}

/** A signed-in customer goes straight to their account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentCustomer(context.db, request)) throw redirect(afterSignIn(request));
  const available = codeSender(getEnv()) !== null;
  const params = new URL(request.url).searchParams;
  const signedOut = params.get("signed-out");
  const erased = params.get("erased");
  const t = textIn(signInText, localeOfRequest(request));
  const notice =
    signedOut === "here"
      ? signInMessages.code.signedOut
      : signedOut === "everywhere"
        ? signInMessages.code.signedOutEverywhere
        : erased !== null && isIsoDate(erased)
          ? t.erasedKept(formatIndiaDateLong(`${erased}T12:00:00+05:30`, localeOfRequest(request)))
          : erased !== null
            ? t.erased
            : null;
  return data(
    {
      available,
      notice,
      signedOut: signedOut !== null || erased !== null,
      dataNotice: dataNotice("sign-in", localeOfRequest(request)),
    },
    { headers: noStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormValues(request);
  const env = getEnv();
  const key = signingSecret(env);
  const locale = localeOfRequest(request);
  if (formText(form, "intent") === "verify") {
    const result = await checkSignInCode(context.db, form, {
      address: context.clientAddress,
      key,
      previousToken: customerTokenFromRequest(request),
    });
    if ("token" in result) {
      throw redirect(afterSignIn(request), {
        headers: { "Set-Cookie": customerSessionCookie(result.token), ...noStore },
      });
    }
    return data<SignInAnswer>(result.answer, { status: result.status, headers: noStore });
  }
  const result = await sendSignInCode(context.db, form, {
    address: context.clientAddress,
    key,
    sender: codeSender(env),
    language: locale,
  });
  return data<SignInAnswer>(result.answer, { status: result.status, headers: noStore });
}

const pageMessages = [signInMessages];

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(signInText);
  // a shared phone forgets the last order and repair it showed offline once its customer signs out
  useEffect(() => {
    if (loaderData.signedOut) forgetSavedTracking();
  }, [loaderData.signedOut]);
  return (
    <MessageTexts value={pageMessages}>
      <TrackPage eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
        {actionData ? null : <SuccessNotice message={loaderData.notice} />}
        <SignInSteps available={loaderData.available} answer={actionData} notice={loaderData.dataNotice} />
      </TrackPage>
    </MessageTexts>
  );
}
