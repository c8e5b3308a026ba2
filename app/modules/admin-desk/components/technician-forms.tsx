import { Form } from "react-router";

import { AdminCard, StatusPill, adminField } from "~/components/admin/admin-ui";
import type { FieldErrors } from "~/components/form/field-errors";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatPhone, phoneHref } from "~/lib/phone";

import { RatingSummary, TechnicianLinkForm, type AccountChoice } from "./technician-link";

/** What the technicians page's forms get back: a notice, or a refusal with its field errors. */
export type TechnicianActionResult = {
  intent: string;
  /** The technician a rename or (de)activation was for. */
  id?: number;
  notice?: string;
  message?: string;
  errors?: FieldErrors<"name" | "phone">;
  values?: Record<string, string>;
};

export type TechnicianRow = {
  id: number;
  name: string;
  phone: string | null;
  active: boolean;
  staffUserId: number | null;
  rating: { average: number; count: number } | null;
};

export function AddTechnicianForm({
  result,
  busy,
}: {
  result: TechnicianActionResult | undefined;
  busy: boolean;
}) {
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
        <AdminField id="add-name" name="name" label="Name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              required
              maxLength={60}
              autoComplete="off"
              defaultValue={mine?.values?.name ?? ""}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField id="add-phone" name="phone" label="Mobile number (optional)" error={errors.phone}>
          {(props) => (
            <input
              {...props}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              defaultValue={mine?.values?.phone ?? ""}
              className={adminField.input}
            />
          )}
        </AdminField>
        <button type="submit" className={buttonClass({ className: "sm:mt-6" })} disabled={busy}>
          Add technician
        </button>
      </Form>
    </AdminCard>
  );
}

export function TechnicianItem({
  technician,
  accounts,
  result,
  busy,
}: {
  technician: TechnicianRow;
  accounts: AccountChoice[];
  result: TechnicianActionResult | undefined;
  busy: boolean;
}) {
  const linkError = result?.intent === "link" && result.id === technician.id ? result.message : undefined;
  const mine =
    result?.intent === "rename" && result.id === technician.id && !result.notice ? result : undefined;
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
      <p className="mt-1">
        <RatingSummary rating={technician.rating} />
      </p>
      <div className="mt-2 flex flex-wrap items-start gap-3">
        <Form method="post" className="flex flex-wrap items-start gap-2" key={`${technician.name}`}>
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={technician.id} />
          <AdminField
            id={`name-${technician.id}`}
            name="name"
            label={`New name for ${technician.name}`}
            labelClassName="sr-only"
            error={mine?.errors?.name}
          >
            {(props) => (
              <input
                {...props}
                required
                maxLength={60}
                autoComplete="off"
                defaultValue={mine?.values?.name ?? technician.name}
                className={`${adminField.input} sm:w-56`}
              />
            )}
          </AdminField>
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
        <TechnicianLinkForm technician={technician} accounts={accounts} error={linkError} busy={busy} />
      </div>
    </li>
  );
}
