import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";

import { noticeVersions, type DataNoticeKind, type DataNoticeView } from "./data-notices";
import { dataNoticesText } from "./texts/en/data-notices";

/** The notice of a kind at its current version, written in the page's language for the loader to send. */
export function dataNotice(kind: DataNoticeKind, locale: Locale): DataNoticeView {
  const t = textIn(dataNoticesText, locale);
  const version = noticeVersions[kind];
  return {
    kind,
    version,
    title: t[`${kind}.title`],
    items: [
      { label: t.what, text: t[`${kind}.what`] },
      { label: t.why, text: t[`${kind}.why`] },
      { label: t.howLong, text: t[`${kind}.howLong`] },
    ],
    rights: t.rights,
    accountLink: t.accountLink,
    officerLink: t.officerLink,
    versionLabel: t.versionLabel(version),
  };
}
