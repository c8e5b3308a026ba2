import { visitPicturesText } from "~/modules/field-service/texts/en/visit-pictures";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatIndiaDateTime } from "~/lib/india-time";

import type { VisitPictures } from "~/modules/booking/visit-pictures";

type Photo = VisitPictures["photos"][number];

function PhotoList({ photos, caption }: { photos: Photo[]; caption: (photo: Photo) => string }) {
  const t = useText(visitPicturesText);
  const numbers = { fault: 0, before: 0, after: 0 };
  return (
    <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {photos.map((photo) => {
        numbers[photo.stage] += 1;
        return (
          <li key={photo.id}>
            <a href={photo.href} target="_blank" rel="noreferrer" className="block rounded-lg focus-ring">
              <img
                src={photo.href}
                width={photo.width}
                height={photo.height}
                alt={t.photoAlt(caption(photo), numbers[photo.stage])}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
              />
            </a>
            <p className="mt-1 text-xs text-slate-700">{caption(photo)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A visit's photos and the customer's signature (decision 049): on the service invoice (the photos of the
 * work), and for staff on the job card and the desk's booking (the customer's photos of the fault too).
 * Each picture opens full size from its signed link.
 */
export function VisitPicturesBlock({
  pictures,
  headingLevel,
}: {
  pictures: VisitPictures;
  headingLevel: 3 | 4;
}) {
  const t = useText(visitPicturesText);
  const locale = useLocale();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const { signature } = pictures;
  const fault = pictures.photos.filter((photo) => photo.stage === "fault");
  const work = pictures.photos.filter((photo) => photo.stage !== "fault");
  if (pictures.photos.length === 0 && !signature) return null;
  return (
    <div className="space-y-3">
      {fault.length > 0 ? (
        <div>
          <Heading className="text-sm font-semibold text-slate-900">{t.faultPhotos}</Heading>
          <PhotoList photos={fault} caption={() => t.photoFault} />
        </div>
      ) : null}
      {work.length > 0 ? (
        <div>
          <Heading className="text-sm font-semibold text-slate-900">{t.workPhotos}</Heading>
          <PhotoList
            photos={work}
            caption={(photo) => (photo.stage === "after" ? t.photoAfter : t.photoBefore)}
          />
        </div>
      ) : null}
      {signature ? (
        <div>
          <Heading className="text-sm font-semibold text-slate-900">{t.customerSignature}</Heading>
          {signature.signed ? (
            <>
              <img
                src={signature.href}
                width={signature.width}
                height={signature.height}
                alt={t.customerSignature}
                loading="lazy"
                className="mt-2 h-20 w-auto max-w-full rounded border border-slate-200 bg-white"
              />
              <p className="mt-1 text-xs text-slate-700">
                {t.signedOn(formatIndiaDateTime(signature.at, locale))}
              </p>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{t.notSigned(t.unsignedReason(signature.reason))}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
