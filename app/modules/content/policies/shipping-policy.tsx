import { shippingText } from "~/modules/content/texts/en/shipping";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { deliveryWindows, processingDays } from "~/modules/orders/delivery-estimate";
import { replacementDays } from "~/modules/orders/order-rules";

import type { PolicyText } from "../components/policy-page";
import { RichText } from "../components/rich-text";

/** The shipping policy in the page's language. */
export function useShippingPolicy(): PolicyText {
  const t = useText(shippingText);
  const deliveryTimes = [
    { area: t["timelines.metro"], time: t["timelines.days"](deliveryWindows.metro) },
    { area: t["timelines.other"], time: t["timelines.days"](deliveryWindows.other) },
  ];
  const sparePartSteps = [
    { name: t["spareParts.placed"], text: t["spareParts.placedText"] },
    { name: t["spareParts.packed"], text: t["spareParts.packedText"] },
    { name: t["spareParts.shipped"], text: t["spareParts.shippedText"] },
  ];
  return {
    intro: <p>{t.intro}</p>,
    sections: [
      {
        id: "order-processing",
        title: t["processing.title"],
        content: (
          <>
            <p>
              <RichText text={t["processing.time"](processingDays)} />
            </p>
            <p>{t["processing.holidays"]}</p>
          </>
        ),
      },
      {
        id: "delivery-timelines",
        title: t["timelines.title"],
        content: (
          <>
            <p>{t["timelines.lead"]}</p>
            <div className="overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full text-left text-sm sm:text-base">
                <caption className="sr-only">{t["timelines.caption"]}</caption>
                <thead className="bg-slate-50 text-slate-900">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t["timelines.area"]}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t["timelines.after"]}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {deliveryTimes.map((row) => (
                    <tr key={row.area}>
                      <th scope="row" className="px-4 py-3 font-normal">
                        {row.area}
                      </th>
                      <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">{row.time}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>{t["timelines.note"]}</p>
          </>
        ),
      },
      {
        id: "shipping-charges",
        title: t["charges.title"],
        content: (
          <p>
            <RichText text={t["charges.body"]} />
          </p>
        ),
      },
      {
        id: "order-tracking",
        title: t["tracking.title"],
        content: (
          <p>
            <RichText text={t["tracking.body"]} />
          </p>
        ),
      },
      {
        id: "spare-part-orders",
        title: t["spareParts.title"],
        content: (
          <>
            <p>{t["spareParts.lead"]}</p>
            <ol className="list-none! space-y-0! pl-0!">
              {sparePartSteps.map((step, index) => (
                <li key={step.name} className="relative flex gap-4 pb-5 last:pb-0">
                  {index < sparePartSteps.length - 1 ? (
                    <span
                      className="absolute top-9 bottom-0 left-[1.0625rem] w-0.5 bg-brand-100"
                      aria-hidden
                    />
                  ) : null}
                  <span
                    className="relative flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                    aria-hidden
                  >
                    {index + 1}
                  </span>
                  <div className="pt-1.5">
                    <p className="font-semibold text-slate-900">{step.name}</p>
                    <p className="mt-1">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p>
              <RichText
                text={t["spareParts.cancel"]}
                tags={{ refund: (text) => <Link to="/cancellation-refund">{text}</Link> }}
              />
            </p>
          </>
        ),
      },
      {
        id: "receiving-your-order",
        title: t["receiving.title"],
        content: <p>{t["receiving.body"](replacementDays)}</p>,
      },
    ],
  };
}
