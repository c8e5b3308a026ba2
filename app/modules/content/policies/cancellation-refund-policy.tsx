import { cancellationText } from "~/modules/content/texts/en/cancellation";
import { useOnlinePayment } from "~/lib/use-online-payment";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { customerCancelWindowMs } from "~/modules/orders/cancel-window";
import { freeChangeWindowMs } from "~/modules/booking/booking-slots";
import { replacementDays } from "~/modules/orders/order-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

import type { PolicyText } from "../components/policy-page";
import { RichText } from "../components/rich-text";
import { PolicyList } from "./policy-list";

const hourMs = 60 * 60 * 1000;

/** The cancellation and refund policy in the page's language. */
export function useCancellationPolicy(): PolicyText {
  const t = useText(cancellationText);
  const online = useOnlinePayment();
  return {
    intro: <p>{t.intro}</p>,
    sections: [
      {
        id: "order-cancellation",
        title: t["order.title"],
        content: (
          <PolicyList
            items={[t["order.window"](customerCancelWindowMs / hourMs), t["order.stages"], t["order.how"]]}
          />
        ),
      },
      {
        id: "appointment-cancellation",
        title: t["appointment.title"],
        content: (
          <PolicyList
            items={[t["appointment.window"](freeChangeWindowMs / hourMs), t["appointment.charge"]]}
          />
        ),
      },
      {
        id: "replacement",
        title: t["replacement.title"],
        content: (
          <>
            <p>
              <RichText text={t["replacement.lead"](replacementDays)} />
            </p>
            <PolicyList
              ordered
              items={[
                t["replacement.contact"](replacementDays),
                t["replacement.keep"],
                t["replacement.inspect"],
                t["replacement.replace"],
                t["replacement.refund"],
              ]}
            />
            <p>
              <RichText
                text={t["replacement.exclusions"]}
                tags={{ terms: (text) => <Link to="/terms">{text}</Link> }}
              />
            </p>
          </>
        ),
      },
      {
        id: "refunds",
        title: t["refunds.title"],
        content: (
          <>
            <PolicyList items={[t["refunds.start"], t["refunds.bank"], t["refunds.method"](online)]} />
            <p>{t["refunds.notice"]}</p>
          </>
        ),
      },
      {
        id: "not-eligible",
        title: t["notEligible.title"],
        content: (
          <PolicyList
            items={[
              t["notEligible.dispatched"],
              t["notEligible.repairs"](repairWarrantyDays),
              t["notEligible.damaged"],
            ]}
          />
        ),
      },
    ],
  };
}
