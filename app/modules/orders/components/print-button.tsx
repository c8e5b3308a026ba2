import { Icon } from "~/components/ui/icon";

import { buttonClass } from "~/components/ui/button-styles";
import { useHydrated } from "~/lib/use-hydrated";

/** Opens the browser's print dialog; before the page's script runs it points to the browser's own command. */
export function PrintButton({ label = "Print invoice" }: { label?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return <p className="text-sm text-slate-600">To print, use your browser&apos;s Print command.</p>;
  }
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass({ size: "md" })}>
      <Icon name="printer" className="size-5" />
      {label}
    </button>
  );
}
