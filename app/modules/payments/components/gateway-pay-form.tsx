import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button-styles";
import type { CheckoutForm } from "../gateway";

/**
 * A plain form to the gateway's payment page (a full-page POST: no script of the gateway's runs on our page),
 * or why it cannot be opened now.
 */
export function GatewayPayForm({
  checkout,
  hint,
  button,
  unavailable,
}: {
  checkout: CheckoutForm;
  hint: string;
  button: string;
  unavailable: string;
}) {
  if (checkout.state !== "ready")
    return (
      <p className="mt-2 text-slate-700" role="status">
        {unavailable}
      </p>
    );
  return (
    <form method="post" action={checkout.action} className="mt-2 space-y-3">
      {checkout.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-slate-700">{hint}</p>
      <button type="submit" className={buttonClass({ size: "lg", className: "w-full sm:w-auto" })}>
        <Icon name="lock" className="size-5" />
        {button}
      </button>
    </form>
  );
}

/** What happened on the gateway's page, when the customer just came back from it. */
export function PaymentOutcomeNotice({ message, good }: { message: string; good: boolean }) {
  return (
    <p
      role="status"
      data-testid="payment-outcome"
      className={`rounded-lg p-3 font-semibold ring-1 ${good ? "bg-green-50 text-green-900 ring-green-200" : "bg-amber-50 text-amber-950 ring-amber-200"}`}
    >
      {message}
    </p>
  );
}
