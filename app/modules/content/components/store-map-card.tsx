import { DealerAddress } from "~/components/ui/dealer-address";
import { Icon } from "~/components/ui/icon";

import { dealer } from "~/lib/dealer";

/**
 * A drawn map card (not a real map: the CSP allows no frames or external tiles) that sends the visitor to
 * the maps service for directions. The link's words come from the page.
 */
export function StoreMapCard({ openInMaps, newTab }: { openInMaps: string; newTab: string }) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <svg
        viewBox="0 0 480 300"
        width={480}
        height={300}
        className="block h-auto w-full bg-slate-100"
        aria-hidden
        focusable="false"
      >
        <rect width="480" height="300" fill="#eef2f7" />
        <path
          d="M-10 250 C 90 215, 170 290, 280 248 S 430 205, 490 232"
          fill="none"
          stroke="#bfdbfe"
          strokeWidth="26"
        />
        <rect x="24" y="24" width="120" height="78" rx="10" fill="#dcfce7" />
        <rect x="186" y="24" width="96" height="78" rx="10" fill="#e2e8f0" />
        <rect x="324" y="24" width="132" height="78" rx="10" fill="#e2e8f0" />
        <rect x="24" y="138" width="120" height="62" rx="10" fill="#e2e8f0" />
        <rect x="324" y="138" width="132" height="62" rx="10" fill="#dcfce7" />
        <path d="M0 120 H480" stroke="#ffffff" strokeWidth="20" />
        <path d="M164 0 V300" stroke="#ffffff" strokeWidth="18" />
        <path d="M304 0 V300" stroke="#ffffff" strokeWidth="14" />
        <path d="M0 120 H480" stroke="#cbd5e1" strokeWidth="2" strokeDasharray="10 10" />
        <circle cx="234" cy="168" r="34" fill="#1a56db" opacity="0.12" />
        <circle cx="234" cy="168" r="18" fill="#1a56db" opacity="0.2" />
        <path
          d="M234 176 C 224 160, 214 150, 214 138 A 20 20 0 1 1 254 138 C 254 150, 244 160, 234 176 Z"
          fill="#1a56db"
          stroke="#ffffff"
          strokeWidth="3"
        />
        <circle cx="234" cy="138" r="7" fill="#ffffff" />
        <rect x="154" y="186" width="160" height="30" rx="15" fill="#ffffff" stroke="#cbd5e1" />
        <text x="234" y="206" textAnchor="middle" fontSize="13" fontWeight="600" fill="#0f172a">
          {dealer.shortName}
        </text>
      </svg>
      <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex gap-2 text-slate-700">
          <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <DealerAddress />
          </span>
        </p>
        <a
          href={dealer.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
        >
          {openInMaps}
          <Icon name="external-link" className="size-4" />
          <span className="sr-only">{newTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}
