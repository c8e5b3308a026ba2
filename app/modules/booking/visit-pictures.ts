/** What the pages show of a visit's pictures (decision 049). Safe for the browser. */
import type { UnsignedReason, VisitPhotoStage } from "../../../db/enums";

/** A visit's photos and the customer's signature, each as a link signed for a day (decision 049). */
export type VisitPictures = {
  photos: { id: number; stage: VisitPhotoStage; href: string; width: number; height: number }[];
  /** Null when the service desk completed the visit (or before completion). */
  signature:
    | { signed: true; href: string; width: number; height: number; at: string }
    | { signed: false; reason: UnsignedReason; at: string }
    | null;
};
