import { privacyText } from "~/modules/content/texts/en/privacy";
import { useOnlinePayment } from "~/lib/use-online-payment";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import type { PolicyText } from "../components/policy-page";
import { RichText } from "../components/rich-text";
import { PolicyList } from "./policy-list";

/** The privacy policy in the page's language. */
export function usePrivacyPolicy(): PolicyText {
  const t = useText(privacyText);
  const online = useOnlinePayment();
  return {
    intro: <p>{t.intro}</p>,
    sections: [
      {
        id: "information-we-collect",
        title: t["collect.title"],
        content: (
          <>
            <p>{t["collect.lead"]}</p>
            <PolicyList
              items={[
                t["collect.name"],
                t["collect.contact"],
                t["collect.address"],
                t["collect.appliance"],
                t["collect.payment"](online),
                t["collect.history"],
                t["collect.device"],
                t["collect.cookies"],
              ]}
            />
          </>
        ),
      },
      {
        id: "how-we-use-information",
        title: t["use.title"],
        content: (
          <PolicyList
            items={[
              t["use.orders"],
              t["use.appointments"],
              t["use.warranties"],
              t["use.updates"],
              t["use.questions"],
              t["use.improve"],
              t["use.offers"],
            ]}
          />
        ),
      },
      {
        id: "sharing-information",
        title: t["sharing.title"],
        content: (
          <>
            <p>{t["sharing.lead"]}</p>
            <PolicyList
              items={[
                t["sharing.technicians"],
                t["sharing.brands"],
                t["sharing.couriers"],
                t["sharing.payments"](online),
                t["sharing.authorities"],
              ]}
            />
          </>
        ),
      },
      { id: "data-security", title: t["security.title"], content: <p>{t["security.body"](online)}</p> },
      {
        id: "your-rights",
        title: t["rights.title"],
        content: (
          <>
            <p>{t["rights.lead"]}</p>
            <PolicyList
              items={[
                t["rights.see"],
                t["rights.correct"],
                t["rights.delete"],
                t["rights.stop"],
                t["rights.withdraw"],
              ]}
            />
            <p>
              <RichText
                text={t["rights.request"]}
                tags={{
                  account: (text) => <Link to="/account">{text}</Link>,
                  grievance: (text) => <Link to="/grievance">{text}</Link>,
                }}
              />
            </p>
          </>
        ),
      },
      { id: "data-retention", title: t["retention.title"], content: <p>{t["retention.body"]}</p> },
      {
        id: "policy-changes",
        title: t["changes.title"],
        content: (
          <p>
            <RichText text={t["changes.body"]} tags={{ terms: (text) => <Link to="/terms">{text}</Link> }} />
          </p>
        ),
      },
    ],
  };
}
