import { CircleAlert } from "lucide-react";

import type { CheckoutField } from "../../orders/checkout.schema";

export const controlClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 aria-invalid:border-red-600 aria-invalid:bg-red-50/40";

export const labelClass = "font-medium text-slate-800";

export const fieldId = (field: CheckoutField) => `checkout-${field}`;
export const errorId = (field: CheckoutField) => `checkout-${field}-error`;

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function OptionalMark() {
  return <span className="text-sm font-normal text-slate-500"> (optional)</span>;
}

export function FieldError({ field, message }: { field: CheckoutField; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
