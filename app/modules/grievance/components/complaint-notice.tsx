import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";

/** The itemised notice where the complaint form collects personal data (DPDP Act 2023, section 5). */
export function ComplaintNotice() {
  const t = useText(grievanceText);
  return (
    <section
      aria-labelledby="complaint-notice-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="complaint-notice-title" className="font-semibold text-slate-900">
        {t.noticeTitle}
      </h2>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-700">
        <li>{t.noticeWhat}</li>
        <li>{t.noticeWhy}</li>
        <li>{t.noticeHowLong}</li>
        <li>
          {t.noticeRights}{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            {t.privacyPolicy}
          </Link>
          .
        </li>
      </ul>
    </section>
  );
}
