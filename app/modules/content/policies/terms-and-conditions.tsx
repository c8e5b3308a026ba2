import { termsText } from "~/modules/content/texts/en/terms";
import { useOnlinePayment } from "~/lib/use-online-payment";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { freeChangeWindowMs } from "~/modules/booking/booking-slots";
import { replacementDays } from "~/modules/orders/order-rules";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

import type { PolicyText } from "../components/policy-page";
import { RichText } from "../components/rich-text";
import { PolicyList } from "./policy-list";

const hourMs = 60 * 60 * 1000;

/** The terms and conditions in the page's language. */
export function useTermsPolicy(): PolicyText {
  const t = useText(termsText);
  const online = useOnlinePayment();
  return {
    intro: <p>{t.intro}</p>,
    sections: [
      {
        id: "eligibility",
        title: t["eligibility.title"],
        content: (
          <p>
            <RichText text={t["eligibility.body"]} />
          </p>
        ),
      },
      {
        id: "accurate-information",
        title: t["accurate.title"],
        content: (
          <>
            <p>{t["accurate.lead"]}</p>
            <PolicyList items={[t["accurate.appliance"], t["accurate.contact"], t["accurate.time"]]} />
            <p>{t["accurate.wrong"]}</p>
          </>
        ),
      },
      {
        id: "orders-and-pricing",
        title: t["orders.title"],
        content: (
          <PolicyList
            items={[
              t["orders.prices"],
              t["orders.payment"](online),
              t["orders.shipping"],
              t["orders.confirmed"],
              t["orders.offers"],
            ]}
          />
        ),
      },
      {
        id: "service-appointments",
        title: t["appointments.title"],
        content: (
          <PolicyList
            items={[
              t["appointments.change"](freeChangeWindowMs / hourMs),
              t["appointments.visitCharge"],
              t["appointments.estimate"],
              t["appointments.parts"],
            ]}
          />
        ),
      },
      {
        id: "warranty",
        title: t["warranty.title"],
        content: (
          <PolicyList
            items={[
              t["warranty.products"],
              t["warranty.repairs"](repairWarrantyDays),
              t["warranty.replacement"](replacementDays),
              t["warranty.exclusions"],
            ]}
            tags={{ refund: (text) => <Link to="/cancellation-refund">{text}</Link> }}
          />
        ),
      },
      { id: "limitation-of-liability", title: t["liability.title"], content: <p>{t["liability.body"]}</p> },
      {
        id: "governing-law",
        title: t["law.title"],
        content: (
          <p>
            <RichText text={t["law.body"]} />
          </p>
        ),
      },
      {
        id: "changes-to-terms",
        title: t["changes.title"],
        content: (
          <p>
            <RichText
              text={t["changes.body"]}
              tags={{ privacy: (text) => <Link to="/privacy">{text}</Link> }}
            />
          </p>
        ),
      },
    ],
  };
}
