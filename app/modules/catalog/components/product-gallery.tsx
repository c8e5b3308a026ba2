import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

import { productText } from "~/modules/catalog/texts/en/product";
import { useText, type TextOf } from "~/i18n/text";

type ProductGalleryProps = {
  images: readonly string[];
  title: string;
  /** Shown over the image, e.g. the out-of-stock ribbon or the wishlist heart. */
  overlay?: React.ReactNode;
};

/** Pixels a finger must travel sideways before a swipe changes the image. */
const swipeThreshold = 40;

/** What a picture shows, from its file name: '/images/products/4-side.svg' is the side view. */
function imageView(src: string, index: number, t: TextOf<typeof productText>): string {
  const name = src.split("/").pop() ?? "";
  if (/-side\./.test(name)) return t.sideView;
  if (/-detail\./.test(name)) return t.detailView;
  if (/-back\./.test(name)) return t.backView;
  return index === 0 ? t.frontView : t.otherView(index + 1);
}

/**
 * The main picture with thumbnails below (beside it on wide screens). Thumbnails and the arrow buttons
 * change the picture; so do the arrow keys on the picture or the thumbnails, and a swipe on touch screens.
 * Every picture is in the page at its final size, so switching never moves the layout.
 */
export function ProductGallery({ images, title, overlay }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const t = useText(productText);
  const view = (src: string, index: number) => imageView(src, index, t);
  const helpId = useId();
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const count = images.length;

  function show(index: number, focusThumb = false) {
    const next = (index + count) % count;
    setCurrent(next);
    if (focusThumb) thumbs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent, focusThumb: boolean) {
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    show(target, focusThumb);
  }

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === "mouse") return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointerId !== event.pointerId || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
    show(dx < 0 ? current + 1 : current - 1);
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start">
      <div
        role="region"
        aria-label={t.images}
        aria-describedby={count > 1 ? helpId : undefined}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={(event) => onKeyDown(event, false)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        className="relative aspect-square w-full touch-pan-y overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 select-none focus-ring lg:flex-1"
      >
        {images.map((src, index) => (
          <img
            key={src}
            src={src}
            alt={t.imageAlt(title, view(src, index))}
            width={600}
            height={600}
            draggable={false}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : "auto"}
            decoding={index === 0 ? "sync" : "async"}
            aria-hidden={index === current ? undefined : true}
            className={clsx(
              "absolute inset-0 size-full object-contain p-4 transition-opacity duration-200 sm:p-8",
              index === current ? "opacity-100" : "invisible opacity-0",
            )}
          />
        ))}
        {count > 1 && (
          <>
            <GalleryArrow direction="previous" label={t.previousImage} onClick={() => show(current - 1)} />
            <GalleryArrow direction="next" label={t.nextImage} onClick={() => show(current + 1)} />
            <p
              aria-hidden="true"
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs font-medium text-white"
            >
              {current + 1} / {count}
            </p>
          </>
        )}
        {overlay}
      </div>
      {count > 1 && (
        <>
          <p id={helpId} className="sr-only">
            {t.arrowKeys}
          </p>
          <p className="sr-only" aria-live="polite">
            {t.imageShown(current + 1, count, view(images[current] ?? "", current))}
          </p>
          <ul
            aria-label={t.chooseImage}
            className="flex gap-2 overflow-x-auto p-1 lg:w-20 lg:flex-col lg:overflow-visible"
          >
            {images.map((src, index) => (
              <li key={src} className="shrink-0">
                <button
                  ref={(element) => {
                    thumbs.current[index] = element;
                  }}
                  type="button"
                  aria-label={t.showImage(index + 1, count, view(src, index))}
                  aria-pressed={index === current}
                  tabIndex={index === current ? 0 : -1}
                  onClick={() => show(index)}
                  onKeyDown={(event) => onKeyDown(event, true)}
                  className={clsx(
                    "flex size-16 items-center justify-center overflow-hidden rounded-lg border-2 bg-slate-50 p-1 transition-colors sm:size-[4.5rem]",
                    "focus-ring",
                    index === current ? "border-brand-600" : "border-slate-200 hover:border-slate-400",
                  )}
                >
                  <img
                    src={src}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    className="size-full object-contain"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function GalleryArrow({
  direction,
  label,
  onClick,
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
}) {
  const icon = direction === "previous" ? "chevron-left" : "chevron-right";
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={clsx(
        "absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-md ring-1 ring-slate-200 transition-colors hover:bg-white hover:text-brand-700",
        "focus-ring",
        direction === "previous" ? "left-3" : "right-3",
      )}
    >
      <Icon name={icon} className="size-5" />
    </button>
  );
}
