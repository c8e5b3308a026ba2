import { checkboxClass } from "~/components/form/field";
import { updatesConsentText } from "~/modules/notify/texts/en/updates-consent";
import { useText } from "~/i18n/text";

/**
 * "Send me updates … by SMS, WhatsApp and e-mail": unticked until the customer ticks it (a consent is an
 * affirmative act, DPDP Act 2023 section 6(1); decision 037), transactional only. Controlled when
 * `onChange` is given (checkout), otherwise a plain form control (the booking form).
 */
export function UpdatesConsentField({
  id,
  about,
  checked,
  onChange,
}: {
  id: string;
  about: "order" | "booking";
  checked: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const t = useText(updatesConsentText);
  const hintId = `${id}-hint`;
  const state = onChange
    ? { checked, onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked) }
    : { defaultChecked: checked };
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name="updates"
        type="checkbox"
        className={checkboxClass}
        aria-describedby={hintId}
        {...state}
      />
      <div>
        <label htmlFor={id} className="text-slate-800">
          {t[about]}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {t.hint}
        </p>
      </div>
    </div>
  );
}
