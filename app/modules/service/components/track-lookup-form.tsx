import { LookupForm } from "~/components/ui/lookup-form";

export type LookupErrors = { reference?: string; phone?: string };

/** Booking reference and phone, posted so the phone number never lands in a URL or a log. */
export function TrackLookupForm({
  reference,
  errors = {},
  message,
}: {
  reference: string;
  errors?: LookupErrors;
  message?: string | null;
}) {
  return (
    <LookupForm
      titleId="track-form-title"
      title="Find your booking"
      reference={{
        id: "track-reference",
        name: "reference",
        label: "Booking reference",
        placeholder: "SRV-XXXXXXXX",
        value: reference,
        error: errors.reference,
      }}
      phone={{ id: "track-phone", label: "Mobile number used for the booking", error: errors.phone }}
      submitLabel="Track booking"
      message={message}
    />
  );
}
