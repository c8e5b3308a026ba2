import { data, redirect } from "react-router";

import { AdminCard, AdminHeading } from "~/components/admin/admin-ui";
import { dealer } from "~/lib/dealer";
import { formText } from "~/lib/form-text";
import { readFormValues } from "~/lib/read-form.server";
import { ContractTable, PendingContract, PlanForm } from "~/modules/admin-amc/components/amc-desk";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import { allPlans, amcBoard, cancelAmc, recordAmcPayment } from "~/modules/amc/amc-contracts.server";
import { readPlan, savePlan, type PlanErrors, type PlanFields } from "~/modules/amc/amc-plans.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/amc";

export const meta: Route.MetaFunction = () => [
  { title: `Maintenance contracts | Back office | ${dealer.name}` },
];

/** Staff and owner: contracts waiting for payment, the paid ones, and the plans (the owner changes them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffPage(request, context);
  const url = new URL(request.url);
  return {
    contracts: await amcBoard(context.db),
    plans: await allPlans(context.db),
    owner: user.role === "owner",
    done: (url.searchParams.get("done") ?? "").slice(0, 200),
  };
}

type AmcAnswer = {
  message: string | null;
  contractId: number | null;
  planId: number | "new" | null;
  errors: PlanErrors & { reference?: string };
  values: PlanFields | null;
};

export async function action({ request, context }: Route.ActionArgs) {
  let user = await requireStaffAction(request, context);
  const form = await readFormValues(request);
  const intent = formText(form, "intent", 20);
  // the plans are the owner's to change
  if (intent === "plan") user = await requireStaffAction(request, context, "owner");
  const answer = (status: number, partial: Partial<AmcAnswer>) =>
    data<AmcAnswer>(
      { message: null, contractId: null, planId: null, errors: {}, values: null, ...partial },
      { status },
    );
  const done = (message: string) => redirect(`/admin/amc?${new URLSearchParams({ done: message })}`, 303);
  if (intent === "paid" || intent === "cancel") {
    const idText = formText(form, "contractId", 12);
    if (!/^\d{1,9}$/.test(idText)) return answer(400, { message: "Please reload the page and try again." });
    const contractId = Number(idText);
    if (intent === "cancel") {
      const outcome = await cancelAmc(context.db, user, contractId);
      return outcome.ok
        ? done(outcome.message)
        : answer(outcome.status, { message: outcome.message, contractId });
    }
    const method = formText(form, "method", 10);
    if (method !== "upi" && method !== "cash")
      return answer(400, { message: "Please choose how it was paid.", contractId });
    const reference = formText(form, "reference", 40).replace(/\s+/g, "");
    const outcome = await recordAmcPayment(context.db, user, contractId, {
      method,
      reference: method === "upi" ? reference : null,
    });
    if (outcome.ok) return done(outcome.message);
    return answer(outcome.status, {
      contractId,
      ...(outcome.status === 400 ? { errors: { reference: outcome.message } } : { message: outcome.message }),
    });
  }
  if (intent === "plan") {
    const idText = formText(form, "planId", 12);
    const planId = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
    const values: PlanFields = {
      category: formText(form, "category", 40),
      name: formText(form, "name", 200),
      price: formText(form, "price", 30),
      months: formText(form, "months", 10),
      visits: formText(form, "visits", 10),
      parts: formText(form, "parts", 5),
      active: formText(form, "active", 5),
    };
    const read = readPlan(values);
    if (!read.ok) return answer(400, { planId: planId ?? "new", errors: read.errors, values });
    if (!(await savePlan(context.db, user, planId, read.plan)))
      return answer(404, { message: "This plan does not exist." });
    return done(planId === null ? `Plan “${read.plan.name}” added.` : `Plan “${read.plan.name}” saved.`);
  }
  return answer(400, { message: "This action is not known." });
}

export default function AmcDeskPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contracts, plans, owner, done } = loaderData;
  const pending = contracts.filter((contract) => contract.status === "pending");
  const others = contracts.filter((contract) => contract.status !== "pending");
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <AdminHeading
        title="Maintenance contracts"
        description="Annual maintenance contracts bought by customers: record their payment to start the cover and issue the tax invoice."
      />
      {done ? <DeskNotice tone="success">{done}</DeskNotice> : null}
      {actionData?.message ? <DeskNotice tone="error">{actionData.message}</DeskNotice> : null}
      <AdminCard title={`Waiting for payment (${pending.length})`}>
        {pending.length === 0 ? (
          <p className="text-sm text-slate-700">No contract waits for payment.</p>
        ) : (
          <ul className="grid gap-3">
            {pending.map((contract) => (
              <PendingContract
                key={contract.id}
                contract={contract}
                error={actionData?.contractId === contract.id ? actionData.errors.reference : undefined}
              />
            ))}
          </ul>
        )}
      </AdminCard>
      <AdminCard title="Contracts">
        <ContractTable contracts={others} />
      </AdminCard>
      <h2 className="pt-2 text-lg font-semibold text-slate-900">Plans</h2>
      {owner ? (
        <>
          {plans.map((plan) => (
            <PlanForm
              key={plan.id}
              plan={plan}
              errors={actionData?.planId === plan.id ? actionData.errors : {}}
              values={actionData?.planId === plan.id ? actionData.values : null}
            />
          ))}
          <PlanForm
            plan={null}
            errors={actionData?.planId === "new" ? actionData.errors : {}}
            values={actionData?.planId === "new" ? actionData.values : null}
          />
        </>
      ) : (
        <ul className="grid gap-2 text-sm">
          {plans.map((plan) => (
            <li key={plan.id} className="rounded-lg border border-slate-200 bg-white p-3">
              {plan.name} · {plan.category} · {plan.months} months · {plan.visitsIncluded} visits ·{" "}
              {plan.partsCovered ? "parts included" : "parts extra"} · {plan.active ? "on sale" : "withdrawn"}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
