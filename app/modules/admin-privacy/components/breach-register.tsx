import { Form } from "react-router";

import { AdminCard, adminField, StatusPill } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";

import type { BreachErrors, BreachView } from "../breach-register.server";

/** One of the breach's written fields: a three-line box with its label and its own error. */
function BreachText({
  name,
  label,
  maxLength,
  errors,
  values,
}: {
  name: "nature" | "dataAffected" | "measures";
  label: string;
  maxLength: number;
  errors: BreachErrors;
  values: Record<string, string>;
}) {
  return (
    <AdminField id={`breach-${name}`} name={name} label={label} error={errors[name]}>
      {(props) => (
        <textarea
          rows={3}
          maxLength={maxLength}
          defaultValue={values[name]}
          className={adminField.input}
          {...props}
        />
      )}
    </AdminField>
  );
}

/** The owner records a breach: when they learnt of it, what happened, to which data, how many, what was done. */
export function BreachForm({ errors, values }: { errors: BreachErrors; values: Record<string, string> }) {
  return (
    <AdminCard title="Record a breach">
      <Form method="post" className="grid gap-4 md:grid-cols-2">
        <AdminField
          id="breach-discoveredAt"
          name="discoveredAt"
          label="Became aware of it (India time)"
          error={errors.discoveredAt}
        >
          {(props) => (
            <input
              type="datetime-local"
              defaultValue={values.discoveredAt}
              className={adminField.input}
              {...props}
            />
          )}
        </AdminField>
        <AdminField
          id="breach-peopleAffected"
          name="peopleAffected"
          label="People affected (if known)"
          error={errors.peopleAffected}
        >
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              defaultValue={values.peopleAffected}
              className={adminField.input}
              {...props}
            />
          )}
        </AdminField>
        <BreachText name="nature" label="What happened" maxLength={2000} errors={errors} values={values} />
        <BreachText
          name="dataAffected"
          label="Personal data affected"
          maxLength={1000}
          errors={errors}
          values={values}
        />
        <BreachText
          name="measures"
          label="What was done to contain it"
          maxLength={2000}
          errors={errors}
          values={values}
        />
        <div className="flex items-end">
          <button type="submit" name="intent" value="record" className={buttonClass()}>
            Record the breach
          </button>
        </div>
      </Form>
    </AdminCard>
  );
}

function InformedStep({ breach, whom }: { breach: BreachView; whom: "board" | "people" }) {
  const at = whom === "board" ? breach.boardInformedAt : breach.peopleInformedAt;
  const label = whom === "board" ? "Data Protection Board" : "People affected";
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900">
        {at ? (
          `Told ${at}`
        ) : (
          <Form method="post" className="inline">
            <input type="hidden" name="id" value={breach.id} />
            <button
              type="submit"
              name="intent"
              value={`${whom}-informed`}
              className={buttonClass({ variant: "secondary" })}
            >
              {whom === "board" ? "The Board is told" : "The people are told"}
            </button>
          </Form>
        )}
      </dd>
    </div>
  );
}

/** Every breach with the Board's 72-hour clock; overdue ones say so. */
export function BreachList({ breaches }: { breaches: BreachView[] }) {
  if (breaches.length === 0) return <p className="text-sm text-slate-700">No breach has been recorded.</p>;
  return (
    <ul className="grid gap-4">
      {breaches.map((breach) => (
        <li key={breach.id}>
          <article
            aria-labelledby={`breach-${breach.id}`}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h3
              id={`breach-${breach.id}`}
              className="flex flex-wrap items-center gap-2 font-semibold text-slate-900"
            >
              Breach {breach.id}, aware since {breach.discoveredAt}
              {breach.boardOverdue ? <StatusPill tone="danger">Board report overdue</StatusPill> : null}
            </h3>
            <dl className="mt-2 grid gap-2 text-sm md:grid-cols-2">
              <div>
                <dt className="text-slate-600">What happened</dt>
                <dd className="text-slate-900">{breach.nature}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Personal data affected</dt>
                <dd className="text-slate-900">
                  {breach.dataAffected}
                  {breach.peopleAffected !== null ? ` (${breach.peopleAffected} people)` : ""}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">What was done</dt>
                <dd className="text-slate-900">{breach.measures}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Report to the Board due</dt>
                <dd className="text-slate-900">{breach.boardReportDue}</dd>
              </div>
              <InformedStep breach={breach} whom="board" />
              <InformedStep breach={breach} whom="people" />
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
