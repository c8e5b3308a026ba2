import { Form } from "react-router";

import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminHeading, adminField, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatIndiaDateTime } from "~/lib/india-time";
import { auditChanges, listAudit } from "~/modules/staff/audit.server";
import { requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Back office" }];

function show(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "owner");
  const params = new URL(request.url).searchParams;
  const entity = params.get("entity")?.slice(0, 100) || null;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const result = await listAudit(context.db, { page: Number.isFinite(page) ? page : 1, entity });
  return {
    entity,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    entities: result.entities,
    entries: result.entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      atText: formatIndiaDateTime(entry.at),
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      changes: auditChanges(entry.before ?? null, entry.after ?? null).map((change) => ({
        field: change.field,
        before: show(change.before),
        after: show(change.after),
      })),
    })),
  };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, entity, entities, page, pageCount, total } = loaderData;
  return (
    <>
      <AdminHeading
        title="Audit log"
        description={`Every change staff make, newest first. ${total} ${total === 1 ? "entry" : "entries"}${entity ? ` for ${entity}` : ""}.`}
      />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-entity" className={adminField.label}>
            What was changed
          </label>
          <select
            id="audit-entity"
            name="entity"
            defaultValue={entity ?? ""}
            className={`${adminField.input} w-auto min-w-48`}
          >
            <option value="">Everything</option>
            {entities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Filter
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          Nothing has been changed yet.
        </p>
      ) : (
        // Focusable so keyboard users can scroll the wide table sideways on a phone.
        <div className={adminTable.wrap} role="region" aria-label="Audit log entries" tabIndex={0}>
          <table className={adminTable.table}>
            <caption className="sr-only">
              Audit log, page {page} of {pageCount}
            </caption>
            <thead className={adminTable.head}>
              <tr>
                <th scope="col" className={adminTable.th}>
                  When
                </th>
                <th scope="col" className={adminTable.th}>
                  Who
                </th>
                <th scope="col" className={adminTable.th}>
                  What
                </th>
                <th scope="col" className={adminTable.th}>
                  Changes
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className={adminTable.row}>
                  <td className={`${adminTable.td} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{entry.atText}</time>
                  </td>
                  <td className={adminTable.td}>{entry.actor}</td>
                  <td className={adminTable.td}>
                    <span className="block font-medium text-slate-900">{entry.action}</span>
                    <span className="text-slate-600">
                      {entry.entity} #{entry.entityId}
                    </span>
                  </td>
                  <td className={adminTable.td}>
                    {entry.changes.length === 0 ? (
                      <span className="text-slate-600">No field changes</span>
                    ) : (
                      <dl className="space-y-1">
                        {entry.changes.map((change) => (
                          <div key={change.field} className="flex flex-wrap gap-x-2">
                            <dt className="font-medium text-slate-800">{change.field}:</dt>
                            <dd className="break-all">
                              <span className="text-slate-600">
                                <span className="sr-only">was </span>
                                {change.before === "—" ? (
                                  "—"
                                ) : (
                                  <del className="decoration-slate-400">{change.before}</del>
                                )}
                              </span>
                              <span aria-hidden="true" className="px-1 text-slate-500">
                                →
                              </span>
                              <span className="sr-only"> now </span>
                              <ins className="font-medium text-slate-900 no-underline">{change.after}</ins>
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination label="Audit log pages" page={page} pageCount={pageCount} />
    </>
  );
}
