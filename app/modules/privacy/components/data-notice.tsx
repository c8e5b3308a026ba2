import { Link } from "~/i18n/link";

import type { DataNoticeView } from "../data-notices";

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-800 focus-ring";

/**
 * The itemised notice where a form collects personal data: what, why, how long, the rights and the
 * grievance officer, with its version. The server writes its texts (dataNotice), so no page carries them.
 */
export function DataNotice({ notice }: { notice: DataNoticeView }) {
  const titleId = `${notice.kind}-notice-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 id={titleId} className="font-semibold text-slate-900">
        {notice.title}
      </h2>
      <dl className="mt-2 grid gap-2 text-sm text-slate-700">
        {notice.items.map((item) => (
          <div key={item.label}>
            <dt className="font-medium text-slate-900">{item.label}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{notice.rights}</p>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
        <Link to="/account" className={linkClass}>
          {notice.accountLink}
        </Link>
        <Link to="/grievance" className={linkClass}>
          {notice.officerLink}
        </Link>
      </p>
      <p className="mt-2 text-xs text-slate-600" data-notice-version={notice.version}>
        {notice.versionLabel}
      </p>
    </section>
  );
}
