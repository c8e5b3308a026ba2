import { adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";

/**
 * How staff record a payment taken by hand (a maintenance contract, a rejected claim's bill): UPI or cash at
 * the counter, and the UPI payment's 12-digit UTR under `utrName`, with the refusal announced under it.
 */
export function PaymentFields({
  idPrefix,
  utrName,
  error,
}: {
  idPrefix: string;
  utrName: string;
  error?: string;
}) {
  return (
    <>
      <AdminField id={`${idPrefix}-method`} name="method" label="Paid by">
        {(props) => (
          <select {...props} className={adminField.input} defaultValue="upi">
            <option value="upi">UPI</option>
            <option value="cash">Cash at the counter</option>
          </select>
        )}
      </AdminField>
      <AdminField
        id={`${idPrefix}-utr`}
        name={utrName}
        label="UPI reference (UTR)"
        hint="12 digits, from the bank statement"
        announceError
        error={error}
      >
        {(props) => <input {...props} inputMode="numeric" maxLength={12} className={adminField.input} />}
      </AdminField>
    </>
  );
}
