import { data } from "react-router";

import { SuccessNotice, TrackPage } from "~/components/ui/track-page";
import { FormAlert } from "~/components/ui/form-alert";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { Link } from "~/i18n/link";
import { textIn, useText } from "~/i18n/text";
import { getEnv, signingSecret } from "~/lib/env.server";
import { formText } from "~/lib/form-text";
import { readForm } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";
import { pageMeta } from "~/lib/seo";
import { complaintStatus, stopComplaintUpdates } from "~/modules/grievance/complaints.server";
import { ComplaintStatus } from "~/modules/grievance/components/complaint-status";
import { acknowledgeWithinHours, complaintIdOf } from "~/modules/grievance/grievance-rules";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";
import { trackingTokenParam, verifyTrackingLink } from "~/modules/notify/tracking-link.server";

import type { Route } from "./+types/grievance-status";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(grievanceText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.eyebrow, description: t.description, path: "/grievance/status" }),
    { name: "robots", content: "noindex" },
  ];
};

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

const noStore = { "Cache-Control": "private, no-store" };

/** The complaint a signed link opens (from the receipt SMS, or after filing or a lookup), or null. */
function complaintOfToken(token: string): number | null {
  const ticket = verifyTrackingLink("complaint", token.slice(0, 200), new Date(), signingSecret(getEnv()));
  return ticket === null ? null : complaintIdOf(ticket);
}

async function statusPage(
  request: Request,
  db: Parameters<typeof complaintStatus>[0],
  token: string,
  notice: string | null,
) {
  const locale = localeOfRequest(request);
  const id = complaintOfToken(token);
  const view = id === null ? null : await complaintStatus(db, id, locale);
  const filed = new URL(request.url).searchParams.get("filed") === "1";
  // an expired or forged link: the page says so and points to the lookup by ticket and number
  const message = view ? null : textIn(grievanceText, locale).linkExpired;
  return data({ view, token, filed, notice, message }, { status: view ? 200 : 400, headers: noStore });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(trackingTokenParam) ?? "";
  return statusPage(request, context.db, token, null);
}

/** The page's one act: stop the messages about this complaint. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = formText(form, "t", 200);
  const id = complaintOfToken(token);
  if (id !== null) await stopComplaintUpdates(context.db, id);
  const t = textIn(grievanceText, localeOfRequest(request));
  return statusPage(request, context.db, token, id === null ? null : t.updatesStopped);
}

export default function GrievanceStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(grievanceText);
  const { view, token, filed, notice, message } = actionData ?? loaderData;
  return (
    <TrackPage
      eyebrow={t.eyebrow}
      title={view ? t.statusTitle(view.ticket) : t.title}
      lead={t.officerPromise(acknowledgeWithinHours)}
    >
      {view ? (
        <>
          {filed && !actionData ? <SuccessNotice message={t.filed(view.ticket)} /> : null}
          <SuccessNotice message={notice} />
          <ComplaintStatus view={view} token={token} />
        </>
      ) : (
        <FormAlert message={message} />
      )}
      <p>
        <Link to="/grievance" className="font-medium text-brand-700 underline">
          {view ? t.otherComplaint : t.lookupTitle}
        </Link>
      </p>
    </TrackPage>
  );
}
