import { DealerAddress } from "~/components/ui/dealer-address";
import { Icon } from "~/components/ui/icon";

import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { dealer } from "~/lib/dealer";

import { HeroIllustration } from "./hero-illustration";
import { RichText } from "./rich-text";

const stats = [
  { value: "5000+", label: "hero.customers" },
  { value: "6+", label: "hero.brands" },
  { value: "24/7", label: "hero.support" },
  { value: "4.8", label: "hero.rating" },
] as const;

export function HomeHero() {
  const t = useText(homeSectionsText);
  return (
    <section
      aria-labelledby="home-hero-title"
      className="overflow-hidden bg-linear-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-14 lg:pb-14">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 shadow-sm">
            <Icon name="badge-check" className="size-4" />
            {t["hero.badge"](dealer.foundedYear)}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
          >
            <RichText
              text={t["hero.title"]}
              tags={{ city: (city) => <span className="text-brand-600">{city}</span> }}
            />
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            <RichText
              text={t["hero.lead"]}
              tags={{ b: (text) => <strong className="font-semibold text-slate-900">{text}</strong> }}
            />
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              to="/shop"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-ring"
            >
              <Icon name="shopping-bag" className="size-5" />
              {t["hero.shop"]}
            </Link>
            <Link
              to="/services"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-ring"
            >
              <Icon name="calendar-check" className="size-5" />
              {t["hero.book"]}
            </Link>
            <Link
              to="/track-service"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 py-3 font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-ring"
            >
              <Icon name="search" className="size-5" />
              {t["hero.track"]}
            </Link>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="hero-stat">
                <dt className="hero-stat-label">{t[stat.label]}</dt>
                <dd className="hero-stat-value">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative hidden lg:block">
          <HeroIllustration className="h-auto w-full" />
          <p className="absolute bottom-12 left-10 inline-flex items-center gap-2 rounded-lg bg-white/95 px-3 py-2 text-sm font-medium text-slate-700 shadow">
            <Icon name="map-pin" className="size-4 text-brand-600" />
            <DealerAddress form="street-city" />
          </p>
        </div>
      </div>
    </section>
  );
}
