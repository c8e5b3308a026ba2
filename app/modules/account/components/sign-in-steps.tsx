import { useNavigation } from "react-router";

import type { DataNoticeView } from "~/modules/privacy/data-notices";
import { DataNotice } from "~/modules/privacy/components/data-notice";
import { Field, controlClass } from "~/components/form/field";
import { buttonClass } from "~/components/ui/button-styles";
import { FormAlert } from "~/components/ui/form-alert";
import { Icon } from "~/components/ui/icon";
import { SuccessNotice } from "~/components/ui/track-page";
import { Form, Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { formatPhone } from "~/lib/phone";
import { codeLength } from "~/modules/account/sign-in-rules";
import { signInText } from "~/modules/account/texts/en/sign-in";
import { signInMessages } from "~/modules/account/texts/en/sign-in-messages";

import type { SignInAnswer } from "../sign-in.schema";

const cardClass = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8";

/**
 * The two steps of signing in, each a plain form (it works before the page's script has loaded): the
 * number, then the code sent to it. The step shown is the one the last answer names.
 */
export function SignInSteps({
  available,
  answer,
  notice,
}: {
  available: boolean;
  answer?: SignInAnswer;
  notice: DataNoticeView;
}) {
  const t = useText(signInText);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const step = answer?.step ?? "phone";

  return (
    <>
      {!available ? <FormAlert message={signInMessages.code.unavailable} /> : null}
      {step === "phone" ? (
        <Form method="post" aria-labelledby="sign-in-phone-title" className={cardClass}>
          <h2 id="sign-in-phone-title" className="text-xl font-semibold text-slate-900">
            {t.phoneStepTitle}
          </h2>
          <FormAlert message={answer?.message} />
          <Field
            id="sign-in-phone"
            name="phone"
            label={t.phone}
            hint={t.phoneHint}
            error={answer?.errors.phone}
            className="mt-5 max-w-sm"
          >
            {(props) => (
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                placeholder="98765 43210"
                defaultValue={answer?.phone}
                className={controlClass}
                {...props}
              />
            )}
          </Field>
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={busy("send")}
            className={buttonClass({ size: "lg", className: "mt-5 w-full sm:w-auto" })}
          >
            <Icon name="send" className="size-5" />
            {busy("send") ? t.sending : t.send}
          </button>
        </Form>
      ) : (
        <Form method="post" aria-labelledby="sign-in-code-title" className={cardClass}>
          <h2 id="sign-in-code-title" className="text-xl font-semibold text-slate-900">
            {t.codeStepTitle}
          </h2>
          <p className="mt-2 text-slate-700">{t.sentTo(formatPhone(answer?.phone ?? ""))}</p>
          <div className="mt-4 grid gap-3">
            <SuccessNotice message={answer?.notice} />
          </div>
          <FormAlert message={answer?.message} />
          <input type="hidden" name="phone" value={answer?.phone ?? ""} />
          <Field
            id="sign-in-code"
            name="code"
            label={t.code}
            hint={t.codeHint}
            error={answer?.errors.code}
            className="mt-5 max-w-xs"
          >
            {(props) => (
              <input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={codeLength + 2}
                required
                // The code is the only thing left to type: the keyboard opens on it.
                autoFocus
                className={`${controlClass} font-mono text-lg tracking-widest`}
                {...props}
              />
            )}
          </Field>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value="verify"
              disabled={busy("verify")}
              className={buttonClass({ size: "lg", className: "w-full sm:w-auto" })}
            >
              <Icon name="lock-keyhole" className="size-5" />
              {busy("verify") ? t.verifying : t.verify}
            </button>
            <button
              type="submit"
              name="intent"
              value="resend"
              formNoValidate
              disabled={busy("resend")}
              className={buttonClass({ variant: "secondary", size: "lg", className: "w-full sm:w-auto" })}
            >
              <Icon name="refresh-cw" className="size-5" />
              {t.resend}
            </button>
            <Link
              to="/sign-in"
              reloadDocument
              className="inline-flex min-h-11 items-center px-2 font-medium text-brand-700 underline"
            >
              {t.otherNumber}
            </Link>
          </div>
        </Form>
      )}

      <DataNotice notice={notice} />

      <p className="text-slate-700">
        {t.noAccountNeeded}{" "}
        <Link to="/track-order" className="font-medium text-brand-700 underline">
          {t.trackOrder}
        </Link>{" "}
        {t.or}{" "}
        <Link to="/track-service" className="font-medium text-brand-700 underline">
          {t.trackRepair}
        </Link>
        .
      </p>
    </>
  );
}
