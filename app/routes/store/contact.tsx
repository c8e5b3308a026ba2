import { Icon } from "~/components/ui/icon";
import { DataNotice } from "~/modules/privacy/components/data-notice";
import { dataNotice } from "~/modules/privacy/data-notice.server";
import { data } from "react-router";

import { contactText } from "~/modules/contact/texts/en/contact";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { getEnv, notifyEmail } from "~/lib/env.server";
import { pageMeta } from "~/lib/seo";
import { listBrands } from "~/modules/catalog/brands.server";
import { BrandLogoStrip } from "~/modules/catalog/components/brand-logo-strip";
import { ContactForm } from "~/modules/contact/components/contact-form";
import { ContactMethods } from "~/modules/contact/components/contact-methods";
import { ContactSidebar } from "~/modules/contact/components/contact-sidebar";
import type { ContactActionData } from "~/modules/contact/contact-options";
import { submitContactMessage } from "~/modules/contact/contact.server";

import type { Route } from "./+types/contact";
import { readFormValues } from "~/lib/read-form.server";
import { emailReplyHours } from "~/modules/contact/contact-options";
import { serviceReplyMinutes } from "~/modules/booking/service-rules";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(contactText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description(emailReplyHours), path: "/contact" });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const brands = await listBrands(context.db);
  return {
    brands: brands.map(({ slug, name, logo }) => ({ slug, name, logo })),
    notice: dataNotice("contact", localeOfRequest(request)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormValues(request);
  const result = await submitContactMessage(context.db, form, {
    clientAddress: context.clientAddress,
    recipient: notifyEmail(getEnv()),
  });
  return data<ContactActionData>(result.data, { status: result.httpStatus });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(contactText);
  return (
    <main id="main" className="bg-slate-50">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6 sm:pt-16 sm:pb-28 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.lead}</p>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
            <span className="inline-flex items-center gap-2">
              <Icon name="headset" className="size-4" />
              {t.phoneHours}
            </span>
            <span className="inline-flex items-center gap-2">
              <Icon name="clock" className="size-4" />
              {t.serviceReply(serviceReplyMinutes)}
            </span>
          </p>
        </div>
      </section>

      <section aria-labelledby="contact-methods-title" className="relative -mt-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="contact-methods-title" className="sr-only">
            {t.waysTitle}
          </h2>
          <ContactMethods />
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section
          aria-labelledby="contact-form-title"
          className="relative rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2
            id="contact-form-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{t.formLead}</p>
          <ContactForm actionData={actionData} />
          <div className="mt-6">
            <DataNotice notice={loaderData.notice} />
          </div>
        </section>
        <ContactSidebar />
      </div>

      <BrandLogoStrip brands={loaderData.brands} subtitle={t.brandsSubtitle} />
    </main>
  );
}
