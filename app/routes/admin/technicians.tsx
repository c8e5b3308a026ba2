import { data, useNavigation } from "react-router";

import { formText } from "~/lib/form-text";
import { AdminCard, AdminHeading } from "~/components/admin/admin-ui";
import { parseFields } from "~/components/form/field-errors";
import { dealer } from "~/lib/dealer";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import {
  AddTechnicianForm,
  TechnicianItem,
  type TechnicianActionResult,
} from "~/modules/admin-desk/components/technician-forms";
import { addTechnicianSchema, renameTechnicianSchema } from "~/modules/admin-desk/technician.schema";
import {
  addTechnician,
  listTechnicians,
  renameTechnician,
  setTechnicianActive,
  type TechnicianResult,
} from "~/modules/admin-desk/technicians.server";
import {
  linkTechnicianAccount,
  listTechnicianAccounts,
  technicianRatings,
} from "~/modules/admin-desk/technician-accounts.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/technicians";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = () => [{ title: `Technicians | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const [technicians, ratings, accounts] = await Promise.all([
    listTechnicians(context.db),
    technicianRatings(context.db),
    listTechnicianAccounts(context.db),
  ]);
  return {
    technicians: technicians.map(({ id, name, phone, active, staffUserId }) => ({
      id,
      name,
      phone,
      active,
      staffUserId,
      rating: ratings.get(id) ?? null,
    })),
    accounts,
  };
}

function refused(
  intent: string,
  outcome: Extract<TechnicianResult, { ok: false }>,
  extra: Partial<TechnicianActionResult>,
) {
  return data<TechnicianActionResult>(
    {
      intent,
      ...extra,
      message: outcome.field ? "Please correct the fields marked below." : outcome.message,
      errors: outcome.field ? { [outcome.field]: outcome.message } : undefined,
    },
    { status: outcome.status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const form = await readForm(request);
  const intent = formText(form, "intent", 200);
  if (intent === "add") {
    const values = { name: formText(form, "name", 200), phone: formText(form, "phone", 200) };
    const parsed = parseFields(addTechnicianSchema, values, ["name", "phone"]);
    if (!parsed.success) {
      return data<TechnicianActionResult>(
        {
          intent,
          values,
          errors: parsed.errors,
          message: "Please correct the fields marked below.",
        },
        { status: 400 },
      );
    }
    const outcome = await addTechnician(context.db, user, parsed.data);
    if (!outcome.ok) return refused(intent, outcome, { values });
    return data<TechnicianActionResult>({ intent, notice: `${outcome.technician.name} is on the list.` });
  }

  const idText = formText(form, "id", 200);
  if (!/^\d{1,9}$/.test(idText)) {
    return data<TechnicianActionResult>(
      { intent, message: "This technician does not exist." },
      { status: 400 },
    );
  }
  const id = Number(idText);
  if (intent === "rename") {
    const values = { name: formText(form, "name", 200) };
    const parsed = parseFields(renameTechnicianSchema, values, ["name"]);
    if (!parsed.success) {
      return data<TechnicianActionResult>(
        {
          intent,
          id,
          values,
          errors: parsed.errors,
          message: "Please correct the fields marked below.",
        },
        { status: 400 },
      );
    }
    const outcome = await renameTechnician(context.db, user, id, parsed.data.name);
    if (!outcome.ok) return refused(intent, outcome, { id, values });
    return data<TechnicianActionResult>({ intent, id, notice: `Renamed to ${outcome.technician.name}.` });
  }
  if (intent === "link") {
    const account = formText(form, "staffUserId", 20);
    if (account !== "" && !/^\d{1,9}$/.test(account)) {
      return data<TechnicianActionResult>(
        { intent, id, message: "Please choose a sign-in from the list." },
        { status: 400 },
      );
    }
    const outcome = await linkTechnicianAccount(
      context.db,
      user,
      id,
      account === "" ? null : Number(account),
    );
    if (!outcome.ok)
      return data<TechnicianActionResult>(
        { intent, id, message: outcome.message },
        { status: outcome.status },
      );
    return data<TechnicianActionResult>({
      intent,
      id,
      notice:
        account === ""
          ? `${outcome.name} has no sign-in now.`
          : `${outcome.name} can sign in to see their visits.`,
    });
  }
  if (intent === "deactivate" || intent === "reactivate") {
    const active = intent === "reactivate";
    const outcome = await setTechnicianActive(context.db, user, id, active);
    if (!outcome.ok) return refused(intent, outcome, { id });
    return data<TechnicianActionResult>({
      intent,
      id,
      notice: active
        ? `${outcome.technician.name} can be assigned to visits again.`
        : `${outcome.technician.name} is deactivated and can no longer be assigned.`,
    });
  }
  return data<TechnicianActionResult>({ intent, message: "This action is not known." }, { status: 400 });
}

export default function TechniciansPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { technicians } = loaderData;
  const active = technicians.filter((technician) => technician.active).length;
  return (
    <>
      <AdminHeading
        title="Technicians"
        description={`${active} active ${active === 1 ? "technician" : "technicians"}. Only active technicians can be assigned to a visit; deactivated ones stay on their past bookings.`}
      />
      {actionData?.notice ? <DeskNotice tone="success">{actionData.notice}</DeskNotice> : null}
      {actionData?.message ? <DeskNotice tone="error">{actionData.message}</DeskNotice> : null}
      <AddTechnicianForm result={actionData} busy={busy} />
      <AdminCard title="The team">
        {technicians.length === 0 ? (
          <p className="text-slate-700">No technicians yet. Add the first one above.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {technicians.map((technician) => (
              <TechnicianItem
                key={technician.id}
                technician={technician}
                accounts={loaderData.accounts}
                result={actionData}
                busy={busy}
              />
            ))}
          </ul>
        )}
      </AdminCard>
    </>
  );
}
