import { useNavigation } from "react-router";

import { ActionPanel, HiddenFields } from "~/components/ui/action-panel";
import { buttonClass } from "~/components/ui/button-styles";
import { updatesConsentText } from "~/modules/notify/texts/en/updates-consent";
import { Form } from "~/i18n/link";
import { useText } from "~/i18n/text";

/** The intent of the "Stop updates" button on the tracking pages. */
export const stopUpdatesIntent = "stop-updates";

/**
 * On a tracking page: the customer's SMS and WhatsApp updates are on, and the button that stops them (the
 * messages point here). Nothing while they are off.
 */
export function UpdatesPanel({
  about,
  consent,
  pair,
}: {
  about: "order" | "booking";
  consent: boolean;
  /** The looked-up pair, checked again by the server. */
  pair: Record<string, string>;
}) {
  const t = useText(updatesConsentText);
  const navigation = useNavigation();
  if (!consent) return null;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === stopUpdatesIntent;
  return (
    <ActionPanel
      titleId="updates-panel-title"
      title={t.panelTitle}
      intro={about === "order" ? t.sendingOrder : t.sendingBooking}
    >
      <Form method="post" className="mt-4">
        <HiddenFields values={pair} />
        <button
          type="submit"
          name="intent"
          value={stopUpdatesIntent}
          disabled={busy}
          className={buttonClass({ variant: "secondary" })}
        >
          {busy ? t.stopping : t.stop}
        </button>
      </Form>
    </ActionPanel>
  );
}
