import { LookupForm } from "~/components/ui/lookup-form";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { useText } from "~/i18n/text";

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
  const t = useText(trackServiceText);
  return (
    <LookupForm
      titleId="track-form-title"
      title={t.findTitle}
      reference={{
        id: "track-reference",
        name: "reference",
        label: t.reference,
        placeholder: "SRV-XXXXXXXX",
        value: reference,
        error: errors.reference,
      }}
      phone={{ id: "track-phone", label: t.phone, error: errors.phone }}
      submitLabel={t.submit}
      message={message}
    />
  );
}
