import { Icon } from "~/components/ui/icon";

import { buttonClass } from "~/components/ui/button-styles";
import { invoiceText } from "~/modules/orders/texts/en/invoice";
import { useText } from "~/i18n/text";
import { useHydrated } from "~/lib/use-hydrated";

/** Opens the browser's print dialog; before the page's script runs it points to the browser's own command. */
export function PrintButton() {
  const t = useText(invoiceText);
  const hydrated = useHydrated();
  if (!hydrated) {
    return <p className="text-sm text-slate-600">{t.printHint}</p>;
  }
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass({ size: "md" })}>
      <Icon name="printer" className="size-5" />
      {t.print}
    </button>
  );
}
