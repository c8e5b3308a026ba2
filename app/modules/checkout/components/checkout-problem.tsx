import { Icon } from "~/components/ui/icon";

import { checkoutText } from "~/modules/checkout/texts/en/checkout";
import { Link } from "~/i18n/link";
import { useMessageText, useText } from "~/i18n/text";

import { checkoutProblemId, type CheckoutProblem as Problem } from "../use-place-order";

/** Why the server did not place the order, when no field is to blame; it gets the focus when it appears. */
export function CheckoutProblem({ problem }: { problem: Problem | null }) {
  const t = useText(checkoutText);
  const messageText = useMessageText();
  if (!problem) return null;
  return (
    <div
      id={checkoutProblemId}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 focus-visible:outline-2 focus-visible:outline-red-600"
    >
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p>{messageText(problem.message)}</p>
        {problem.productId !== undefined ? (
          <Link to="/cart" className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
            {t.reviewCart}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
