import { Icon } from "~/components/ui/icon";

import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { htmlLang } from "~/i18n/locale";
import { useText } from "~/i18n/text";

import { testimonials } from "../testimonials";
import { SectionHeading } from "./section-heading";
import { StarRating } from "./star-rating";

export function TestimonialList() {
  const t = useText(homeSectionsText);
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-12 sm:py-16">
      <div className="page-width">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t["testimonials.eyebrow"]}
          title={t["testimonials.title"]}
          subtitle={t["testimonials.subtitle"]}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="testimonial-card">
                <div className="flex items-center justify-between">
                  <StarRating
                    rating={testimonial.rating}
                    label={t["testimonials.rated"](testimonial.rating)}
                  />
                  <Icon name="quote" className="size-6 text-brand-100" />
                </div>
                {/* Customers' words as they wrote them, in English on either language's page. */}
                <blockquote lang={htmlLang.en} className="mt-4 flex-1 text-slate-700">
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className="testimonial-author">
                  <span aria-hidden="true" className="testimonial-avatar">
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.place}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
