import { Icon } from "~/components/ui/icon";
import { DataNotice } from "~/modules/privacy/components/data-notice";
import { dataNotice } from "~/modules/privacy/data-notice.server";
import { data } from "react-router";

import { dealer } from "~/lib/dealer";
import { retryAfterSeconds } from "~/lib/rate-limit.server";
import { getEnv, notifyEmail, signingSecret } from "~/lib/env.server";
import { pageMeta } from "~/lib/seo";
import { bookingText } from "~/modules/booking/texts/en/booking";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { textIn, useMessageText, useText } from "~/i18n/text";
import { bookingFormValues, type BookingErrors } from "~/modules/booking/booking-options";
import { validateBooking } from "~/modules/booking/booking.schema";
import {
  bookingLimitMessage,
  bookingPhoneLimitMessage,
  hitBookingLimit,
  hitUnverifiedBookingLimit,
} from "~/modules/booking/booking-limit.server";
import { freeChangeWindowMs, lastBookableDate } from "~/modules/booking/booking-slots";
import { createBooking, slotAvailability } from "~/modules/booking/booking.server";
import { BookingConfirmation } from "~/modules/booking/components/booking-confirmation";
import { BookingForm } from "~/modules/booking/components/booking-form";
import { ServiceHours } from "~/modules/booking/components/service-hours";
import { RepairApplianceCard, RepairLinkNotice } from "~/modules/booking/components/repair-appliance-card";
import {
  repairApplianceFromToken,
  repairForAppliance,
  repairLinkInvalidMessage,
} from "~/modules/booking/repair-for-appliance.server";

import { Link } from "~/i18n/link";
import { currentCustomer } from "~/modules/account/customer-sessions.server";
import { bookingPrefill, prefillNote, savedAddresses } from "~/modules/account/saved-addresses.server";
import { visitAddressMaxLength } from "~/modules/booking/service-rules";

import type { Route } from "./+types/book-service";
import { isIsoDate, todayInIndia } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { faultPhotoRefusal } from "~/modules/booking/fault-photo-refusal";
import { maxPhotoFormBytes, photosToKeep, postedFiles } from "~/modules/booking/visit-pictures.server";
import { routePolicy } from "~/lib/route-policy";
import { MessageTexts } from "~/i18n/text";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";

export const handle = routePolicy("public");

const freeChangeHours = freeChangeWindowMs / (60 * 60 * 1000);

export const meta: Route.MetaFunction = ({ matches, location, data: loaded }) => {
  const t = textIn(bookingText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.title, description: t.description, path: "/services/book" }),
    // A repair link's page is pre-filled with the customer's details.
    ...(loaded?.repairToken ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The token of a "Book a repair" link from My Appliances (?appliance=...), or "". */
function repairToken(request: Request): string {
  return (new URL(request.url).searchParams.get("appliance") ?? "").slice(0, 200);
}

/** The page, and the availability of a day's slots (?date=YYYY-MM-DD) for the booking forms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const today = todayInIndia(now);
  const requested = new URL(request.url).searchParams.get("date") ?? "";
  const date =
    isIsoDate(requested) && requested >= today && requested <= lastBookableDate(today) ? requested : "";
  const availability = date
    ? await slotAvailability(context.db, date, { now, capacity: getEnv().SLOT_CAPACITY })
    : [];
  const token = repairToken(request);
  const repair = token
    ? await repairForAppliance(context.db, token, {
        now,
        signingKey: signingSecret(getEnv()),
        locale: localeOfRequest(request),
      })
    : null;
  const notice = dataNotice("booking", localeOfRequest(request));
  const page = { today, date, availability, repair, repairToken: token, notice };
  const customer = token ? null : await currentCustomer(context.db, request);
  if (customer) {
    // filled in from the signed-in account: this answer is the customer's alone
    const book = await savedAddresses(context.db, customer.phone);
    return data(
      {
        ...page,
        prefill: bookingPrefill(book, customer.phone, visitAddressMaxLength),
        prefillNote: prefillNote(book, localeOfRequest(request)),
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  if (!token) return page;
  return data(
    { ...page, repairMessage: repair ? null : repairLinkInvalidMessage },
    { status: repair ? 200 : 400, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { maxPhotoFormBytes });
  const values = bookingFormValues(Object.fromEntries(form));
  const parsed = validateBooking(values);
  if (!parsed.success) {
    return data({ values, errors: parsed.errors, reference: null }, { status: 400 });
  }
  const limit = await hitBookingLimit(context.db, context.clientAddress);
  if (!limit.allowed) {
    return data(
      { values, errors: {}, reference: null, message: bookingLimitMessage },
      { status: 429, headers: { "Retry-After": retryAfterSeconds(limit) } },
    );
  }
  const customer = await currentCustomer(context.db, request);
  if (customer?.phone !== parsed.data.phone) {
    const byPhone = await hitUnverifiedBookingLimit(context.db, parsed.data.phone);
    if (!byPhone.allowed) {
      return data(
        { values, errors: {}, reference: null, message: bookingPhoneLimitMessage },
        { status: 429, headers: { "Retry-After": retryAfterSeconds(byPhone) } },
      );
    }
  }
  const env = getEnv();
  const now = new Date();
  // A repair for a sold appliance: the token is checked again; a posted appliance id would never be trusted.
  const token = repairToken(request);
  const appliance = token
    ? await repairApplianceFromToken(context.db, token, { now, signingKey: signingSecret(env) })
    : null;
  if (token && !appliance) {
    return data(
      { values, errors: {}, reference: null, message: repairLinkInvalidMessage, linkInvalid: true },
      { status: 400 },
    );
  }
  // the photos are checked and shrunk once the limits let the booking through
  const photos = await photosToKeep(postedFiles(form));
  if (!photos.ok) {
    return data(
      { values, errors: {}, reference: null, photoError: faultPhotoRefusal(photos.refusal) },
      { status: photos.status },
    );
  }
  const result = await createBooking(context.db, parsed.data, {
    photos: photos.kept,
    now,
    capacity: env.SLOT_CAPACITY,
    notifyTo: notifyEmail(env),
    appliance: appliance ?? undefined,
    language: localeOfRequest(request),
  });
  if (!result.ok) {
    const errors: BookingErrors = { [result.field]: result.message };
    return data({ values, errors, reference: null }, { status: result.reason === "past" ? 400 : 409 });
  }
  return { values: {}, errors: {}, reference: result.reference };
}

/** The message namespaces whose codes this form's or page's answers carry. */
const pageMessages = [bookingMessages];

export default function BookServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(bookingText);
  const messageText = useMessageText(bookingMessages);
  const reference = actionData?.reference ?? null;
  const linkInvalid = actionData && "linkInvalid" in actionData;
  const repair = linkInvalid ? null : loaderData.repair;
  const fromAccount = "prefill" in loaderData ? loaderData : null;
  const values = actionData?.values ?? {
    ...(repair?.values ?? fromAccount?.prefill),
    ...(loaderData.date ? { date: loaderData.date } : {}),
  };
  return (
    <MessageTexts value={pageMessages}>
      <main id="main" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.eyebrow}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{t.lead}</p>

          <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
            {reference ? (
              <BookingConfirmation reference={reference} />
            ) : (
              <section
                aria-labelledby="booking-form-title"
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
              >
                <h2 id="booking-form-title" className="mb-5 text-xl font-semibold text-slate-900">
                  {t.formTitle}
                </h2>
                {"repairMessage" in loaderData && loaderData.repairMessage && !actionData ? (
                  <RepairLinkNotice message={loaderData.repairMessage} />
                ) : null}
                {repair ? <RepairApplianceCard {...repair} /> : null}
                {fromAccount && !actionData ? (
                  <p className="mb-5 text-sm text-slate-700">
                    {fromAccount.prefillNote.text}{" "}
                    <Link to="/account" className="font-semibold text-brand-700 underline focus-ring">
                      {fromAccount.prefillNote.myAccount}
                    </Link>
                    .
                  </p>
                ) : null}
                {actionData && "message" in actionData ? (
                  <p
                    role="alert"
                    className="mb-5 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
                  >
                    {messageText(actionData.message)}
                  </p>
                ) : null}
                <BookingForm
                  key={repair ? "repair" : "plain"}
                  action={
                    repair ? `/services/book?${new URLSearchParams({ appliance: repair.token })}` : undefined
                  }
                  minDate={loaderData.today}
                  values={values}
                  serverErrors={actionData?.errors}
                  photoError={actionData && "photoError" in actionData ? actionData.photoError : null}
                  availability={
                    loaderData.date ? { date: loaderData.date, availability: loaderData.availability } : null
                  }
                />
                <div className="mt-6">
                  <DataNotice notice={loaderData.notice} />
                </div>
              </section>
            )}

            <aside aria-label={t.aboutVisit} className="space-y-5">
              <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                  <Icon name="clock" className="size-5 text-brand-600" />
                  {t.hours}
                </h2>
                <div className="mt-2">
                  <ServiceHours tone="muted" />
                </div>
              </div>
              <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                  <Icon name="shield-check" className="size-5 text-brand-600" />
                  {t.freeTitle}
                </h2>
                <p className="mt-2 text-sm text-slate-700">{t.freeText(freeChangeHours)}</p>
              </div>
              <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <h2 className="font-semibold text-slate-900">{t.talk}</h2>
                <a
                  href={dealer.phoneHref}
                  className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Icon name="phone-call" className="size-4" />
                  {dealer.phone}
                </a>
              </div>
            </aside>
          </div>
        </div>
      </main>
    </MessageTexts>
  );
}
