import { data, useNavigation } from "react-router";

import { AdminCard, AdminHeading } from "~/components/admin/admin-ui";
import { parseFields } from "~/components/form/field-errors";
import { dealer } from "~/lib/dealer";
import { formText } from "~/lib/form-text";
import { serviceGstRatePct } from "~/lib/gst";
import { readForm } from "~/lib/read-form.server";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import { AddPartForm, PartsTable, type PartsActionResult } from "~/modules/admin-desk/components/parts-forms";
import { addSparePartSchema, updateSparePartSchema } from "~/modules/admin-desk/spare-part.schema";
import { addSparePart, listSpareParts, updateSparePart } from "~/modules/field-service/spare-parts.server";
import { openPartOrders } from "~/modules/field-service/part-orders.server";
import { OpenPartOrders } from "~/modules/admin-desk/components/open-part-orders";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/parts";

export const meta: Route.MetaFunction = () => [{ title: `Spare parts | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const parts = await listSpareParts(context.db);
  return {
    ordered: await openPartOrders(context.db),
    parts: parts.map(({ id, name, appliance, pricePaise, stock }) => ({
      id,
      name,
      appliance,
      pricePaise,
      stock,
    })),
  };
}

const fixFields = "Please correct the fields marked below.";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const form = await readForm(request);
  const intent = formText(form, "intent", 100);
  if (intent === "add") {
    const values = {
      name: formText(form, "name", 200),
      appliance: formText(form, "appliance", 100),
      price: formText(form, "price", 100),
      stock: formText(form, "stock", 100),
    };
    const parsed = parseFields(addSparePartSchema, values, ["name", "appliance", "price", "stock"]);
    if (!parsed.success) {
      return data<PartsActionResult>(
        { intent, values, errors: parsed.errors, message: fixFields },
        { status: 400 },
      );
    }
    const { price, ...rest } = parsed.data;
    const outcome = await addSparePart(context.db, user, { ...rest, pricePaise: price });
    if (!outcome.ok) {
      return data<PartsActionResult>(
        { intent, values, errors: { name: outcome.message }, message: fixFields },
        { status: outcome.status },
      );
    }
    return data<PartsActionResult>({ intent, notice: `${outcome.part.name} is on the parts list.` });
  }
  if (intent === "update") {
    const idText = formText(form, "id", 20);
    if (!/^\d{1,9}$/.test(idText)) {
      return data<PartsActionResult>({ intent, message: "This part does not exist." }, { status: 400 });
    }
    const id = Number(idText);
    const values = { price: formText(form, "price", 100), stock: formText(form, "stock", 100) };
    const parsed = parseFields(updateSparePartSchema, values, ["price", "stock"]);
    if (!parsed.success) {
      return data<PartsActionResult>(
        { intent, id, values, errors: parsed.errors, message: fixFields },
        { status: 400 },
      );
    }
    const outcome = await updateSparePart(context.db, user, id, {
      pricePaise: parsed.data.price,
      stock: parsed.data.stock,
    });
    if (!outcome.ok)
      return data<PartsActionResult>({ intent, id, message: outcome.message }, { status: outcome.status });
    return data<PartsActionResult>({ intent, id, notice: `${outcome.part.name} is saved.` });
  }
  return data<PartsActionResult>({ intent, message: "This action is not known." }, { status: 400 });
}

export default function PartsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminHeading
        title="Spare parts"
        description={`Technicians add these parts to a visit; the stock goes down when the visit is completed. Prices are before GST: the bill adds ${serviceGstRatePct}%.`}
      />
      {actionData?.notice ? <DeskNotice tone="success">{actionData.notice}</DeskNotice> : null}
      {actionData?.message ? <DeskNotice tone="error">{actionData.message}</DeskNotice> : null}
      <AddPartForm result={actionData} busy={busy} />
      {loaderData.ordered.length > 0 ? <OpenPartOrders orders={loaderData.ordered} /> : null}
      <AdminCard title="Parts in stock">
        <PartsTable parts={loaderData.parts} result={actionData} busy={busy} />
      </AdminCard>
    </>
  );
}
