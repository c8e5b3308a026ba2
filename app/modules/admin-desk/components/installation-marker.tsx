import { Icon } from "~/components/ui/icon";

/** Marks an installation visit on the booking desk, with the order it came with. */
export function InstallationMarker({ orderNumber }: { orderNumber: string }) {
  return (
    <span
      className="inline-flex flex-wrap items-center gap-1 rounded-md bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
      data-testid="installation-marker"
    >
      <Icon name="wrench" className="size-3.5" />
      Installation <span className="font-mono font-normal">{orderNumber}</span>
    </span>
  );
}
