import { Icon } from "~/components/ui/icon";

import { aboutText } from "~/modules/content/texts/en/about";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";

import { dealer } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { StarRating } from "~/modules/content/components/star-rating";
import { testimonials } from "~/modules/content/testimonials";
import { IconCardList } from "~/modules/content/components/icon-card-list";
import type { Route } from "./+types/about";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(aboutText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description, path: "/about" });
};

const claims = [
  { icon: "users", value: "5000+", label: "customers" },
  { icon: "handshake", value: "6+", label: "brands" },
  { icon: "headphones", value: "24/7", label: "support" },
] as const;

const values = [
  { icon: "heart-handshake", text: "customerFirst" },
  { icon: "shield-check", text: "genuine" },
  { icon: "wrench", text: "expert" },
] as const;

const featuredTestimonials = testimonials.slice(0, 3);

export default function AboutPage() {
  const t = useText(aboutText);
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.lead}</p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 sm:px-6 lg:px-8 lg:grid-cols-[1fr_24rem]">
          <div className="max-w-prose">
            <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t.storyTitle}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
              <p>{t.story1}</p>
              <p>{t.story2}</p>
              <p>{t.story3}</p>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1" aria-label={t.numbers}>
            {claims.map(({ icon, value, label }) => (
              <li
                key={label}
                className="flex items-center gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
              >
                <span
                  className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white"
                  aria-hidden
                >
                  <Icon name={icon} className="size-6" />
                </span>
                <p className="flex flex-col">
                  <span className="text-2xl font-bold text-slate-900">{value}</span>
                  <span className="text-slate-600">{t[label]}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="values-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t.valuesTitle}
          </h2>
          <IconCardList
            cards={values.map(({ icon, text }) => ({
              icon,
              title: t[`${text}.title`],
              text: t[`${text}.text`],
            }))}
            className="mt-8"
          />
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t.testimonialsTitle}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {featuredTestimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col rounded-2xl border border-slate-200 p-6">
                  <Icon name="quote" className="size-8 text-brand-200" />
                  <div className="mt-3">
                    <StarRating rating={testimonial.rating} label={t.rated(testimonial.rating)} />
                  </div>
                  <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
                    <p>&ldquo;{testimonial.text}&rdquo;</p>
                  </blockquote>
                  <figcaption className="mt-5 border-t border-slate-100 pt-4">
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="text-sm text-slate-600">{testimonial.place}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta-heading" className="pb-14 sm:pb-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
            <h2 id="about-cta-heading" className="text-2xl font-bold sm:text-3xl">
              {t.ctaTitle}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-brand-50">{t.ctaText}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                to="/contact"
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t.contact}
              </Link>
              <a
                href={dealer.phoneHref}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <Icon name="phone" className="size-5" />
                {t.call(dealer.phone)}
              </a>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
