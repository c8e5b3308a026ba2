import { Form } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { LazyVisitPictures } from "~/modules/field-service/components/visit-invoice";
import type { VisitPictures } from "~/modules/booking/visit-pictures";

import type { JobCardActionResult } from "../job-card-action";
import { errorFor } from "./job-card-sections";

/**
 * The job card's photos: the customer's of the fault, and the technician's before and after the work with a
 * form for each while the visit is under way (a phone opens its camera).
 */
export function JobPhotosSection({
  pictures,
  canAdd,
  result,
  busy,
}: {
  pictures: VisitPictures;
  canAdd: boolean;
  result: JobCardActionResult | undefined;
  busy: boolean;
}) {
  return (
    <AdminCard title="Photos">
      <LazyVisitPictures pictures={{ ...pictures, signature: null }} headingLevel={3} />
      {canAdd
        ? (["before", "after"] as const).map((stage) => (
            // a new form once photos are added, so the field no longer shows the files sent
            <Form
              key={`${stage}-${pictures.photos.length}`}
              method="post"
              encType="multipart/form-data"
              className="mt-4 space-y-2"
            >
              <input type="hidden" name="intent" value="photos" />
              <input type="hidden" name="stage" value={stage} />
              <AdminField
                id={`photos-${stage}`}
                name="photos"
                label={`Photos ${stage} the work`}
                hint="Up to 4 (JPEG, PNG, WebP or AVIF, 8 MB each)."
                announceError
                error={errorFor(result, "photos", `photos-${stage}`)}
              >
                {(props) => (
                  <input
                    {...props}
                    type="file"
                    multiple
                    accept="image/jpeg,image/png,image/webp,image/avif"
                    capture="environment"
                    className={`${adminField.input} min-h-12`}
                  />
                )}
              </AdminField>
              <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
                Add the {stage} photos
              </button>
            </Form>
          ))
        : null}
    </AdminCard>
  );
}
