import { data } from "react-router";

import { formText } from "~/lib/form-text";
import { SuccessNotice, TrackPage } from "~/components/ui/track-page";
import { getEnv, notifyEmail, signingSecret } from "~/lib/env.server";
import { UpdatesPanel, stopUpdatesIntent } from "~/modules/notify/components/updates-panel";
import { trackingLinkMessages } from "~/components/texts/en/tracking-link";
import { trackingTokenParam } from "~/modules/notify/tracking-link.server";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";
import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { updatesConsentText } from "~/modules/notify/texts/en/updates-consent";
import { localeOfPath, localeOfRequest, type Locale } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";
import { validateReschedule, validateTrack } from "~/modules/booking/booking.schema";
import {
  bookingPairFromLink,
  cancelBooking,
  findBooking,
  stopBookingUpdates,
  notFoundMessage,
  rescheduleBooking,
  type ChangeResult,
} from "~/modules/booking/booking.server";
import { freeChangeWindowMs } from "~/modules/booking/booking-slots";
import type { BookingView } from "~/modules/booking/booking-view";
import { lastTrackedBooking } from "~/pwa/saved-tracking";
import { useSaveTracking } from "~/pwa/use-save-tracking";
import { BookingChanges, type ChangeErrors } from "~/modules/booking/components/booking-changes";
import { BookingStatus } from "~/modules/booking/components/booking-status";
import { slotTextIn } from "~/modules/booking/slot-label";
import { TrackLookupForm, type LookupErrors } from "~/modules/booking/components/track-lookup-form";
import { hitTrackLookup, trackLimitMessage } from "~/modules/booking/track-limit.server";
import type { VisitAftercare } from "~/modules/field-service/job-view";
import { VisitAftercarePanel, type RatingErrors } from "~/modules/field-service/components/visit-aftercare";
import { findVisitAftercare, rateVisit } from "~/modules/field-service/visit-rating.server";
import { currentCustomer } from "~/modules/account/customer-sessions.server";
import { answerEstimateAsCustomer } from "~/modules/field-service/visit-estimates.server";
import { answerRebillAsCustomer } from "~/modules/field-service/claim-rebill.server";
import { rebillPaymentForm } from "~/modules/field-service/claim-rebill-online.server";
import type { CheckoutForm } from "~/modules/payments/gateway";
import { paymentOutcomes } from "~/modules/orders/payment-rules";
import {
  approveEstimateIntent,
  approveRebillIntent,
  declineEstimateIntent,
  declineRebillIntent,
} from "~/modules/field-service/components/visit-estimate-panel";
import { validateVisitRating } from "~/modules/field-service/visit-rating.schema";

import type { Route } from "./+types/track-service";
import { formatLongDate, todayInIndia } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { faultPhotoRefusal } from "~/modules/booking/fault-photo-refusal";
import { maxPhotoFormBytes, photosToKeep, postedFiles } from "~/modules/booking/visit-pictures.server";
import { routePolicy } from "~/lib/route-policy";
import { MessageTexts } from "~/i18n/text";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";

export const handle = routePolicy("private");

const freeChangeHours = freeChangeWindowMs / (60 * 60 * 1000);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(trackServiceText, localeOfPath(location.pathname));
  return pageMeta(matches, {
    title: t.title,
    description: t.description(freeChangeHours),
    path: "/track-service",
  });
};

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** A tracking link from an SMS or WhatsApp message opens its booking at once; anything else shows the lookup form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const reference = (params.get("ref") ?? "").slice(0, 20);
  const today = todayInIndia();
  const token = params.get(trackingTokenParam);
  const empty = { booking: null, aftercare: null, rebillCheckout: null, paymentOutcome: null };
  if (token === null) return { reference, today, ...empty, message: null, linkToken: null };
  const now = new Date();
  const pair = await bookingPairFromLink(context.db, token.slice(0, 200), {
    now,
    key: signingSecret(getEnv()),
  });
  const booking = pair ? await findBooking(context.db, pair, now, localeOfRequest(request)) : null;
  const headers = { "Cache-Control": "private, no-store" };
  if (!pair || !booking) {
    return data(
      { reference, today, ...empty, message: trackingLinkMessages.code.invalid, linkToken: null },
      { status: 400, headers },
    );
  }
  const aftercare = await findVisitAftercare(context.db, pair);
  const rebill = aftercare?.rebill?.status ?? null;
  // back from the payment page: what happened, until the bill is paid (then only "paid" still holds)
  const asked = params.get("payment");
  const paymentOutcome =
    rebill === "approved" || rebill === "paid"
      ? (paymentOutcomes.find((outcome) => outcome === asked && (rebill !== "paid" || outcome === "paid")) ??
        null)
      : null;
  return data(
    {
      reference: booking.reference,
      today,
      booking,
      aftercare,
      rebillCheckout:
        rebill === "approved"
          ? await rebillPaymentForm(context.db, booking.reference, { locale: localeOfRequest(request), now })
          : null,
      paymentOutcome,
      message: null,
      linkToken: token.slice(0, 200),
    },
    { headers },
  );
}

type TrackResult = {
  reference: string;
  lookupErrors: LookupErrors;
  /** Not found, or too many lookups. */
  message: string | null;
  booking: BookingView | null;
  notice: string | null;
  changeErrors: ChangeErrors;
  changeMessage: string | null;
  aftercare: VisitAftercare | null;
  ratingErrors: RatingErrors;
  /** The signed-in customer's number is the booking's: they may answer its estimate without the link. */
  ownsNumber: boolean;
  /** The online payment of a rejected claim's bill the customer agreed to pay (decision 059). */
  rebillCheckout: CheckoutForm | null;
};

/** The action's answer; a bill the customer agreed to pay comes with its online payment form. */
async function result(
  db: Route.ActionArgs["context"]["db"],
  locale: Locale,
  partial: Partial<TrackResult>,
  status = 200,
) {
  const body: TrackResult = {
    reference: "",
    lookupErrors: {},
    message: null,
    booking: null,
    notice: null,
    changeErrors: {},
    changeMessage: null,
    aftercare: null,
    ratingErrors: {},
    ownsNumber: false,
    rebillCheckout: null,
    ...partial,
  };
  if (body.booking && body.aftercare?.rebill?.status === "approved")
    body.rebillCheckout = await rebillPaymentForm(db, body.booking.reference, { locale });
  return data(body, { status });
}

function changeStatus(outcome: Exclude<ChangeResult, { ok: true }>): number {
  return outcome.reason === "not_found" ? 404 : 409;
}

/** The answers a customer gives to a bill: the technician's estimate, or a rejected claim's (decision 055). */
const answerIntents = new Map([
  [approveEstimateIntent, { approve: true, rebill: false }],
  [declineEstimateIntent, { approve: false, rebill: false }],
  [approveRebillIntent, { approve: true, rebill: true }],
  [declineRebillIntent, { approve: false, rebill: true }],
]);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, { maxPhotoFormBytes });
  const form = Object.fromEntries(formData);
  const locale = localeOfRequest(request);
  const t = textIn(trackServiceText, locale);
  const intent = formText(form, "intent", 100) || "lookup";
  const reference = formText(form, "reference", 100);
  if (!(await hitTrackLookup(context.db, context.clientAddress)).allowed) {
    return result(context.db, locale, { reference, message: trackLimitMessage }, 429);
  }
  const pair = validateTrack({ reference, phone: formText(form, "phone", 100) });
  if (!pair.success) return result(context.db, locale, { reference, lookupErrors: pair.errors }, 400);

  const now = new Date();
  const env = getEnv();
  if (intent === "cancel") {
    const outcome = await cancelBooking(context.db, pair.data, { now, notifyTo: notifyEmail(env), locale });
    if (outcome.ok) {
      return result(context.db, locale, { reference, booking: outcome.booking, notice: t.cancelledNotice });
    }
    if (outcome.reason === "not_found")
      return result(context.db, locale, { reference, message: notFoundMessage }, 404);
    const booking = await findBooking(context.db, pair.data, now, locale);
    return result(
      context.db,
      locale,
      { reference, booking, changeMessage: outcome.message },
      changeStatus(outcome),
    );
  }

  if (intent === "reschedule") {
    const parsed = validateReschedule({
      ...pair.data,
      date: formText(form, "date", 100),
      slot: formText(form, "slot", 100),
    });
    if (!parsed.success) {
      const booking = await findBooking(context.db, pair.data, now, locale);
      if (!booking) return result(context.db, locale, { reference, message: notFoundMessage }, 404);
      return result(context.db, locale, { reference, booking, changeErrors: parsed.errors }, 400);
    }
    const photos = await photosToKeep(postedFiles(formData));
    if (!photos.ok) {
      const booking = await findBooking(context.db, pair.data, now, locale);
      if (!booking) return result(context.db, locale, { reference, message: notFoundMessage }, 404);
      return result(
        context.db,
        locale,
        { reference, booking, changeErrors: { photos: faultPhotoRefusal(photos.refusal) } },
        photos.status,
      );
    }
    const outcome = await rescheduleBooking(context.db, parsed.data, {
      photos: photos.kept,
      now,
      capacity: env.SLOT_CAPACITY,
      notifyTo: notifyEmail(env),
      locale,
    });
    if (outcome.ok) {
      return result(context.db, locale, {
        reference,
        booking: outcome.booking,
        notice: t.rescheduledNotice(
          formatLongDate(outcome.booking.date, locale),
          slotTextIn(textIn(serviceSlotsText, locale), outcome.booking.slot),
        ),
      });
    }
    if (outcome.reason === "not_found")
      return result(context.db, locale, { reference, message: notFoundMessage }, 404);
    const booking = await findBooking(context.db, pair.data, now, locale);
    const changeErrors: ChangeErrors =
      outcome.reason === "full" || outcome.reason === "started" || outcome.reason === "same"
        ? { slot: outcome.message }
        : outcome.reason === "photos"
          ? { photos: outcome.message }
          : {};
    return result(
      context.db,
      locale,
      {
        reference,
        booking,
        changeErrors,
        changeMessage: changeErrors.slot || changeErrors.photos ? null : outcome.message,
      },
      changeStatus(outcome),
    );
  }

  if (intent === stopUpdatesIntent) {
    const booking = await stopBookingUpdates(context.db, pair.data, now, locale);
    if (!booking) return result(context.db, locale, { reference, message: notFoundMessage }, 404);
    return result(context.db, locale, {
      reference,
      booking,
      aftercare: await findVisitAftercare(context.db, pair.data),
      notice: textIn(updatesConsentText, locale).stoppedBooking,
    });
  }

  if (intent === "rate") {
    const parsed = validateVisitRating({
      rating: formText(form, "rating", 10),
      comment: formText(form, "comment", 2000),
    });
    const outcome = parsed.success
      ? await rateVisit(context.db, pair.data, {
          stars: Number(parsed.data.rating),
          comment: parsed.data.comment || null,
        })
      : null;
    const booking = await findBooking(context.db, pair.data, now, locale);
    if (!booking) return result(context.db, locale, { reference, message: notFoundMessage }, 404);
    const aftercare = await findVisitAftercare(context.db, pair.data);
    if (!parsed.success)
      return result(context.db, locale, { reference, booking, aftercare, ratingErrors: parsed.errors }, 400);
    if (outcome && !outcome.ok)
      return result(
        context.db,
        locale,
        { reference, booking, aftercare, changeMessage: outcome.message },
        outcome.status,
      );
    return result(context.db, locale, { reference, booking, aftercare, notice: t.ratedNotice });
  }

  const ownsNumber = (await currentCustomer(context.db, request, now))?.phone === pair.data.phone;
  const answersBill = answerIntents.get(intent);
  if (answersBill) {
    const booking = await findBooking(context.db, pair.data, now, locale);
    if (!booking) return result(context.db, locale, { reference, message: notFoundMessage }, 404);
    // the reference and phone are known to whoever booked: only the message's link or a sign-in with the
    // number proves the number is theirs, as agreeing to pay must
    const token = formText(form, trackingTokenParam, 200);
    const linked = token
      ? await bookingPairFromLink(context.db, token, { now, key: signingSecret(env) })
      : null;
    const { approve, rebill } = answersBill;
    const decision = approve ? "approved" : "declined";
    const proved = linked?.reference === booking.reference;
    const outcome =
      !ownsNumber && !proved
        ? ({
            ok: false,
            status: 403,
            message: rebill
              ? trackServiceMessages.code.rebillFromLink
              : trackServiceMessages.code.estimateFromLink,
          } as const)
        : rebill
          ? await answerRebillAsCustomer(context.db, pair.data, decision, proved ? "link" : "account", now)
          : await answerEstimateAsCustomer(context.db, pair.data, decision, now);
    const aftercare = await findVisitAftercare(context.db, pair.data);
    if (!outcome.ok)
      return result(
        context.db,
        locale,
        { reference, booking, aftercare, changeMessage: outcome.message, ownsNumber },
        outcome.status,
      );
    return result(context.db, locale, {
      reference,
      booking,
      aftercare,
      ownsNumber,
      notice: rebill
        ? approve
          ? t.rebillApproved
          : t.rebillDeclined
        : approve
          ? t.estimateApproved
          : t.estimateDeclined,
    });
  }

  const booking = await findBooking(context.db, pair.data, now, locale);
  if (!booking) return result(context.db, locale, { reference, message: notFoundMessage }, 404);
  return result(context.db, locale, {
    reference,
    booking,
    aftercare: await findVisitAftercare(context.db, pair.data),
    ownsNumber,
  });
}

/** The message namespaces whose codes this form's or page's answers carry. */
const pageMessages = [trackServiceMessages, bookingMessages, trackingLinkMessages];

export default function TrackServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(trackServiceText);
  const statusText = useText(serviceStatusText);
  const booking = actionData ? actionData.booking : loaderData.booking;
  const aftercare = actionData ? actionData.aftercare : loaderData.aftercare;
  useSaveTracking({
    stored: lastTrackedBooking,
    titleId: "booking-status-title",
    statusLabel: booking ? statusText[booking.status] : null,
    answer: actionData ?? loaderData,
  });
  return (
    <MessageTexts value={pageMessages}>
      <TrackPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <TrackLookupForm
          key={booking?.reference ?? "lookup"}
          reference={booking?.reference ?? actionData?.reference ?? loaderData.reference}
          errors={actionData?.lookupErrors}
          message={actionData ? actionData.message : loaderData.message}
        />
        <SuccessNotice message={actionData?.notice} />
        {booking ? (
          <>
            <BookingStatus booking={booking} />
            {aftercare ? (
              <VisitAftercarePanel
                aftercare={aftercare}
                pair={{ reference: booking.reference, phone: booking.phone }}
                ratingErrors={actionData?.ratingErrors ?? {}}
                estimateAnswer={
                  loaderData.linkToken !== null || (actionData?.ownsNumber ?? false)
                    ? { linkToken: loaderData.linkToken }
                    : null
                }
                rebillPay={{
                  checkout: actionData ? actionData.rebillCheckout : loaderData.rebillCheckout,
                  outcome: actionData ? null : loaderData.paymentOutcome,
                }}
              />
            ) : null}
            <BookingChanges
              key={`${booking.date}-${booking.slot}-${booking.status}`}
              booking={booking}
              minDate={loaderData.today}
              errors={actionData?.changeErrors}
              message={actionData?.changeMessage}
            />
            <UpdatesPanel
              about="booking"
              consent={booking.updatesConsent}
              pair={{ reference: booking.reference, phone: booking.phone }}
            />
          </>
        ) : null}
      </TrackPage>
    </MessageTexts>
  );
}
