import { adminField } from "~/components/admin/admin-ui";
import { Field } from "~/components/form/field";
import { rupeesInput } from "~/lib/money";

const hintClass = "mt-1 text-sm text-slate-600";

/** The label and hint classes of a back-office field, for a form's own fields beside the shared ones. */
export const moneyFieldProps = {
  labelClassName: adminField.label,
  hintClassName: hintClass,
  announceError: true,
};

/**
 * The amount, the reference (UTR, slip or transfer number) and the day of money that moved: the payment and
 * refund forms share them. The amount starts at what is due; the day at today, and never later.
 */
export function MoneyEntryFields({
  idPrefix,
  amountLabel,
  amountPaise,
  referenceLabel,
  referenceHint,
  dayName,
  dayLabel,
  today,
  errors,
}: {
  idPrefix: string;
  amountLabel: string;
  amountPaise: number;
  referenceLabel: string;
  referenceHint: string;
  dayName: string;
  dayLabel: string;
  today: string;
  errors?: { amount?: string; reference?: string; day?: string };
}) {
  const field = moneyFieldProps;
  return (
    <>
      <Field id={`${idPrefix}-amount`} name="amount" label={amountLabel} error={errors?.amount} {...field}>
        {(props) => (
          <input
            {...props}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={rupeesInput(amountPaise)}
            className={adminField.input}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-reference`}
        name="reference"
        label={referenceLabel}
        hint={referenceHint}
        error={errors?.reference}
        {...field}
      >
        {(props) => <input {...props} autoComplete="off" maxLength={40} className={adminField.input} />}
      </Field>
      <Field id={`${idPrefix}-day`} name={dayName} label={dayLabel} error={errors?.day} {...field}>
        {(props) => (
          <input {...props} type="date" defaultValue={today} max={today} className={adminField.input} />
        )}
      </Field>
    </>
  );
}
