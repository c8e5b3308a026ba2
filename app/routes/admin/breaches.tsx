import { data } from "react-router";

import { AdminHeading } from "~/components/admin/admin-ui";
import { formText } from "~/lib/form-text";
import { readFormValues } from "~/lib/read-form.server";
import {
  boardReportHours,
  breachFields,
  listBreaches,
  markBreachInformed,
  recordBreach,
  type BreachErrors,
} from "~/modules/admin-privacy/breach-register.server";
import { BreachForm, BreachList } from "~/modules/admin-privacy/components/breach-register";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/breaches";

export const meta: Route.MetaFunction = () => [{ title: "Data breaches | Back office" }];

/** Owner only: the register of personal data breaches (decision 042). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "owner");
  return { breaches: await listBreaches(context.db, new Date()), boardReportHours };
}

type BreachAnswer = {
  ok: boolean;
  message: string | null;
  errors: BreachErrors;
  values: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffAction(request, context, "owner");
  const form = await readFormValues(request);
  const intent = formText(form, "intent", 40);
  const now = new Date();
  if (intent === "board-informed" || intent === "people-informed") {
    const id = Number(formText(form, "id", 12));
    const found =
      Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
        ? await markBreachInformed(
            context.db,
            actor,
            id,
            intent === "board-informed" ? "board" : "people",
            now,
          )
        : false;
    return data<BreachAnswer>(
      { ok: found, message: found ? null : "That breach was not found.", errors: {}, values: {} },
      { status: found ? 200 : 404 },
    );
  }
  if (intent !== "record") {
    return data<BreachAnswer>(
      { ok: false, message: "Unknown action.", errors: {}, values: {} },
      { status: 400 },
    );
  }
  const values = Object.fromEntries(breachFields.map((name) => [name, formText(form, name, 2000)]));
  const recorded = await recordBreach(context.db, actor, values, now);
  if (!recorded.ok) {
    return data<BreachAnswer>(
      { ok: false, message: "Please correct the highlighted fields.", errors: recorded.errors, values },
      { status: 422 },
    );
  }
  return data<BreachAnswer>({ ok: true, message: null, errors: {}, values: {} });
}

export default function BreachesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeading
        title="Data breaches"
        description={`Every personal data breach, when you became aware of it, and when the Data Protection Board and the people affected were told. Tell both without delay; the Board's detailed report is due within ${loaderData.boardReportHours} hours.`}
      />
      {actionData?.message ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {actionData.message}
        </p>
      ) : null}
      <div className="grid gap-6">
        <BreachList breaches={loaderData.breaches} />
        <BreachForm
          key={actionData?.ok ? `saved-${loaderData.breaches.length}` : "form"}
          errors={actionData?.errors ?? {}}
          values={actionData?.ok ? {} : (actionData?.values ?? {})}
        />
      </div>
    </>
  );
}
