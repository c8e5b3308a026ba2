import { Form } from "react-router";

import { adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";

export type AccountChoice = { id: number; username: string; displayName: string };

/** The technician's own sign-in: the one that opens their visits on /admin/jobs. */
export function TechnicianLinkForm({
  technician,
  accounts,
  error,
  busy,
}: {
  technician: { id: number; name: string; staffUserId: number | null };
  accounts: AccountChoice[];
  error?: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" key={String(technician.staffUserId)}>
      <input type="hidden" name="intent" value="link" />
      <input type="hidden" name="id" value={technician.id} />
      <AdminField
        id={`account-${technician.id}`}
        name="staffUserId"
        label="Sign-in for their visits"
        error={error}
      >
        {(props) => (
          <select
            {...props}
            defaultValue={technician.staffUserId ?? ""}
            className={`${adminField.input} sm:w-64`}
          >
            <option value="">No sign-in</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.displayName} ({account.username})
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
        Save sign-in<span className="sr-only"> for {technician.name}</span>
      </button>
    </Form>
  );
}

/** "4.5 ★ from 2 ratings", or that there are none yet. */
export function RatingSummary({ rating }: { rating: { average: number; count: number } | null }) {
  if (!rating) return <span className="text-sm text-slate-600">No ratings yet</span>;
  return (
    <span className="text-sm text-slate-800">
      Average rating <strong>{rating.average.toFixed(1)}</strong> of 5 from {rating.count}{" "}
      {rating.count === 1 ? "rating" : "ratings"}
    </span>
  );
}
