import { data, Form, useNavigation } from "react-router";

import { formText } from "~/lib/form-text";
import { AdminCard, AdminHeading, StatusPill, adminField } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { DeskNotice, FieldError } from "~/modules/admin-desk/components/desk-ui";
import { addTechnicianSchema, renameTechnicianSchema } from "~/modules/admin-desk/technician.schema";
import {
  addTechnician,
  listTechnicians,
  renameTechnician,
  setTechnicianActive,
  type TechnicianResult,
} from "~/modules/admin-desk/technicians.server";
import { fieldErrors } from "~/modules/service/booking.schema";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/technicians";
import { formatPhone, phoneHref } from "~/lib/phone";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = () => [{ title: `Technicians | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const technicians = await listTechnicians(context.db);
  return {
    technicians: technicians.map(({ id, name, phone, active }) => ({ id, name, phone, active })),
  };
}

type ActionResult = {
  intent: string;
  /** The technician a rename or (de)activation was for. */
  id?: number;
  notice?: string;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

function refused(
  intent: string,
  outcome: Extract<TechnicianResult, { ok: false }>,
  extra: Partial<ActionResult>,
) {
  return data<ActionResult>(
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
    const parsed = addTechnicianSchema.safeParse(values);
    if (!parsed.success) {
      return data<ActionResult>(
        {
          intent,
          values,
          errors: fieldErrors(parsed.error),
          message: "Please correct the fields marked below.",
        },
        { status: 400 },
      );
    }
    const outcome = await addTechnician(context.db, user, parsed.data);
    if (!outcome.ok) return refused(intent, outcome, { values });
    return data<ActionResult>({ intent, notice: `${outcome.technician.name} is on the list.` });
  }

  const idText = formText(form, "id", 200);
  if (!/^\d{1,9}$/.test(idText)) {
    return data<ActionResult>({ intent, message: "This technician does not exist." }, { status: 400 });
  }
  const id = Number(idText);
  if (intent === "rename") {
    const values = { name: formText(form, "name", 200) };
    const parsed = renameTechnicianSchema.safeParse(values);
    if (!parsed.success) {
      return data<ActionResult>(
        {
          intent,
          id,
          values,
          errors: fieldErrors(parsed.error),
          message: "Please correct the fields marked below.",
        },
        { status: 400 },
      );
    }
    const outcome = await renameTechnician(context.db, user, id, parsed.data.name);
    if (!outcome.ok) return refused(intent, outcome, { id, values });
    return data<ActionResult>({ intent, id, notice: `Renamed to ${outcome.technician.name}.` });
  }
  if (intent === "deactivate" || intent === "reactivate") {
    const active = intent === "reactivate";
    const outcome = await setTechnicianActive(context.db, user, id, active);
    if (!outcome.ok) return refused(intent, outcome, { id });
    return data<ActionResult>({
      intent,
      id,
      notice: active
        ? `${outcome.technician.name} can be assigned to visits again.`
        : `${outcome.technician.name} is deactivated and can no longer be assigned.`,
    });
  }
  return data<ActionResult>({ intent, message: "This action is not known." }, { status: 400 });
}

function AddForm({ result, busy }: { result: ActionResult | undefined; busy: boolean }) {
  const mine = result?.intent === "add" && !result.notice ? result : undefined;
  const errors = mine?.errors ?? {};
  return (
    <AdminCard title="Add a technician" className="mb-4">
      <Form
        method="post"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        key={result?.notice}
      >
        <input type="hidden" name="intent" value="add" />
        <div>
          <label htmlFor="add-name" className={adminField.label}>
            Name
          </label>
          <input
            id="add-name"
            name="name"
            required
            maxLength={60}
            autoComplete="off"
            defaultValue={mine?.values?.name ?? ""}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "add-name-error" : undefined}
            className={adminField.input}
          />
          <FieldError id="add-name-error" message={errors.name} />
        </div>
        <div>
          <label htmlFor="add-phone" className={adminField.label}>
            Mobile number (optional)
          </label>
          <input
            id="add-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            defaultValue={mine?.values?.phone ?? ""}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? "add-phone-error" : undefined}
            className={adminField.input}
          />
          <FieldError id="add-phone-error" message={errors.phone} />
        </div>
        <button type="submit" className={buttonClass({ className: "sm:mt-6" })} disabled={busy}>
          Add technician
        </button>
      </Form>
    </AdminCard>
  );
}

type TechnicianRow = Route.ComponentProps["loaderData"]["technicians"][number];

function TechnicianItem({
  technician,
  result,
  busy,
}: {
  technician: TechnicianRow;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const mine =
    result?.intent === "rename" && result.id === technician.id && !result.notice ? result : undefined;
  const error = mine?.errors?.name;
  const inputId = `name-${technician.id}`;
  const errorId = `name-${technician.id}-error`;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{technician.name}</h3>
        <StatusPill tone={technician.active ? "success" : "neutral"}>
          {technician.active ? "Active" : "Deactivated"}
        </StatusPill>
        {technician.phone ? (
          <a
            href={phoneHref(technician.phone)}
            className="inline-flex min-h-11 items-center text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {formatPhone(technician.phone)}
          </a>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-start gap-3">
        <Form method="post" className="flex flex-wrap items-start gap-2" key={`${technician.name}`}>
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={technician.id} />
          <div>
            <label htmlFor={inputId} className="sr-only">
              New name for {technician.name}
            </label>
            <input
              id={inputId}
              name="name"
              required
              maxLength={60}
              autoComplete="off"
              defaultValue={mine?.values?.name ?? technician.name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${adminField.input} sm:w-56`}
            />
            <FieldError id={errorId} message={error} />
          </div>
          <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
            Rename<span className="sr-only"> {technician.name}</span>
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value={technician.active ? "deactivate" : "reactivate"} />
          <input type="hidden" name="id" value={technician.id} />
          <button type="submit" className={buttonClass({ variant: "ghost" })} disabled={busy}>
            {technician.active ? "Deactivate" : "Reactivate"}
            <span className="sr-only"> {technician.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
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
      <AddForm result={actionData} busy={busy} />
      <AdminCard title="The team">
        {technicians.length === 0 ? (
          <p className="text-slate-700">No technicians yet. Add the first one above.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {technicians.map((technician) => (
              <TechnicianItem key={technician.id} technician={technician} result={actionData} busy={busy} />
            ))}
          </ul>
        )}
      </AdminCard>
    </>
  );
}
