import { data, redirect } from "react-router";

import { DataNotice } from "~/modules/privacy/components/data-notice";
import { dataNotice } from "~/modules/privacy/data-notice.server";
import { TrackPage } from "~/components/ui/track-page";
import { LookupForm } from "~/components/ui/lookup-form";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { MessageTexts, textIn, useText } from "~/i18n/text";
import { getEnv, notifyEmail, signingSecret } from "~/lib/env.server";
import { formText } from "~/lib/form-text";
import { readForm } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";
import { pageMeta } from "~/lib/seo";
import type { GrievanceAnswer } from "~/modules/grievance/complaint-answer";
import { validateComplaintLookup } from "~/modules/grievance/complaint.schema";
import { fileComplaint, findComplaint } from "~/modules/grievance/complaints.server";
import { ComplaintForm } from "~/modules/grievance/components/complaint-form";
import { GrievanceOfficer } from "~/modules/grievance/components/grievance-officer";
import { maxComplaintFormBytes } from "~/modules/grievance/complaint-deadlines.server";
import { complaintIdOf, complaintTicket } from "~/modules/grievance/grievance-rules";
import { complaintMessages } from "~/modules/grievance/texts/en/complaint-messages";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";
import { trackingPath } from "~/modules/notify/tracking-link.server";
import { hitOrderLookup } from "~/modules/orders/track-order-limit.server";

import { complaintCategories } from "../../../db/enums";
import type { Route } from "./+types/grievance";

export const handle = routePolicy("cached");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(grievanceText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description, path: "/grievance" });
};

/** How long the link to a complaint's page, given after filing or a lookup, opens it without the phone. */
const statusLinkDays = 60;

function statusPath(id: number, request: Request, filed: boolean): string {
  const path = trackingPath("complaint", complaintTicket(id), localeOfRequest(request), {
    key: signingSecret(getEnv()),
    expiresAt: new Date(Date.now() + statusLinkDays * 24 * 60 * 60_000),
  });
  return filed ? `${path}&filed=1` : path;
}

const noStore = { "Cache-Control": "private, no-store" };

function answer(body: GrievanceAnswer, status: number) {
  return data(body, { status, headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { maxBytes: maxComplaintFormBytes });
  const intent = formText(form, "intent", 20);
  const values: Record<string, string> = {};
  for (const name of ["name", "phone", "email", "category", "reference", "details", "ticket"]) {
    values[name] = formText(form, name, 4000);
  }
  if (intent === "lookup") {
    if (!(await hitOrderLookup(context.db, context.clientAddress)).allowed) {
      // counted with the order and booking lookups: one budget of guesses per connection
      return answer({ intent, message: complaintMessages.code.tooManyLookups, errors: {}, values }, 429);
    }
    const lookup = validateComplaintLookup(values);
    if (!lookup.success) return answer({ intent, message: null, errors: lookup.errors, values }, 400);
    const id = complaintIdOf(lookup.data.ticket);
    const found = id === null ? null : await findComplaint(context.db, id, lookup.data.phone);
    if (found === null) {
      return answer({ intent, message: complaintMessages.code.notFound, errors: {}, values }, 404);
    }
    throw redirect(statusPath(found, request, false), { headers: noStore });
  }
  const filed = await fileComplaint(context.db, form, {
    address: context.clientAddress,
    language: localeOfRequest(request),
    recipient: notifyEmail(getEnv()),
  });
  if (!filed.ok) {
    return answer({ intent: "complain", message: filed.message, errors: filed.errors, values }, filed.status);
  }
  throw redirect(statusPath(filed.id, request, true), { headers: noStore });
}

const pageMessages = [complaintMessages];

/**
 * The form's itemised notice, written in the page's language, and the category a link chose
 * (`?about=personal-data` from the account); anything else chooses none.
 */
export function loader({ request }: Route.LoaderArgs) {
  const about = new URL(request.url).searchParams.get("about");
  const category = complaintCategories.find((known) => known === about) ?? "";
  return { notice: dataNotice("complaint", localeOfRequest(request)), category };
}

export default function GrievancePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(grievanceText);
  const lookup = actionData?.intent === "lookup" ? actionData : undefined;
  return (
    <MessageTexts value={pageMessages}>
      <TrackPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <GrievanceOfficer />
        <ComplaintForm answer={actionData} category={loaderData.category} />
        <DataNotice notice={loaderData.notice} />
        <LookupForm
          titleId="complaint-lookup-title"
          title={t.lookupTitle}
          reference={{
            id: "complaint-ticket",
            name: "ticket",
            label: t.ticket,
            placeholder: "GRV-42",
            value: lookup?.values.ticket ?? "",
            error: lookup?.errors.ticket,
          }}
          phone={{ id: "complaint-lookup-phone", label: t.phone, error: lookup?.errors.phone }}
          submitLabel={t.lookupSubmit}
          message={lookup?.message}
        />
      </TrackPage>
    </MessageTexts>
  );
}
