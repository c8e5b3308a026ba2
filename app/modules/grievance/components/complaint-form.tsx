import { useNavigation } from "react-router";

import { Field, controlClass } from "~/components/form/field";
import { buttonClass } from "~/components/ui/button-styles";
import { FormAlert } from "~/components/ui/form-alert";
import { Icon } from "~/components/ui/icon";
import { Form } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";

import { complaintCategories } from "../../../../db/enums";
import type { GrievanceAnswer } from "../complaint-answer";
import { descriptionMaxLength, descriptionMinLength, maxComplaintPhotos } from "../grievance-rules";

/**
 * The complaint form: a plain multipart form (it works before the page's script has loaded), checked by
 * the server, which answers with the fields' messages or moves on to the complaint's page. `category` is
 * chosen beforehand when a link says what the complaint is about (the account's personal data requests).
 */
export function ComplaintForm({ answer, category = "" }: { answer?: GrievanceAnswer; category?: string }) {
  const t = useText(grievanceText);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "complain";
  const mine = answer?.intent === "complain" ? answer : undefined;
  const errors = mine?.errors ?? {};
  const value = (name: string) => mine?.values[name] ?? (name === "category" ? category : "");
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="complaint-form-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="complaint-form-title" className="text-xl font-semibold text-slate-900">
        {t.formTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.formLead}</p>
      <FormAlert message={mine?.message} />
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <Field id="complaint-name" name="name" label={t.name} required error={errors.name}>
          {(props) => (
            <input
              type="text"
              autoComplete="name"
              required
              maxLength={80}
              defaultValue={value("name")}
              className={controlClass}
              {...props}
            />
          )}
        </Field>
        <Field
          id="complaint-phone"
          name="phone"
          label={t.phone}
          required
          hint={t.phoneHint}
          error={errors.phone}
        >
          {(props) => (
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              placeholder="98765 43210"
              defaultValue={value("phone")}
              className={controlClass}
              {...props}
            />
          )}
        </Field>
        <Field id="complaint-email" name="email" label={t.email} optional error={errors.email}>
          {(props) => (
            <input
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={value("email")}
              className={controlClass}
              {...props}
            />
          )}
        </Field>
        <Field id="complaint-category" name="category" label={t.category} required error={errors.category}>
          {(props) => (
            <select required defaultValue={value("category")} className={controlClass} {...props}>
              <option value="">{t.chooseCategory}</option>
              {complaintCategories.map((category) => (
                <option key={category} value={category}>
                  {t[`category.${category}`]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="complaint-reference"
          name="reference"
          label={t.reference}
          optional
          hint={t.referenceHint}
          error={errors.reference}
          className="sm:col-span-2"
        >
          {(props) => (
            <input
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              defaultValue={value("reference")}
              className={`${controlClass} font-mono uppercase sm:max-w-sm`}
              {...props}
            />
          )}
        </Field>
        <Field
          id="complaint-details"
          name="details"
          label={t.details}
          required
          hint={t.detailsHint(descriptionMinLength, descriptionMaxLength)}
          error={errors.details}
          className="sm:col-span-2"
        >
          {(props) => (
            <textarea
              required
              rows={5}
              minLength={descriptionMinLength}
              maxLength={descriptionMaxLength}
              defaultValue={value("details")}
              className={controlClass}
              {...props}
            />
          )}
        </Field>
        <Field
          id="complaint-photos"
          name="photos"
          label={t.photos}
          optional
          hint={t.photosHint(maxComplaintPhotos)}
          error={errors.photos}
          className="sm:col-span-2"
        >
          {(props) => (
            <input
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="block min-h-12 w-full text-sm text-slate-800"
              {...props}
            />
          )}
        </Field>
      </div>
      <button
        type="submit"
        name="intent"
        value="complain"
        disabled={busy}
        className={buttonClass({ size: "lg", className: "mt-6 w-full sm:w-auto" })}
      >
        <Icon name="send" className="size-5" />
        {busy ? t.sending : t.submit}
      </button>
    </Form>
  );
}
