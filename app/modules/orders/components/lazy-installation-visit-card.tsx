import { lazy, Suspense, type ComponentProps } from "react";

const Card = lazy(() =>
  import("./installation-visit-card").then((module) => ({ default: module.InstallationVisitCard })),
);

/**
 * The order's installation visit card, loaded only for orders that have one (the server renders it in
 * place: pages are sent whole).
 */
export function LazyInstallationVisitCard(props: ComponentProps<typeof Card>) {
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}
