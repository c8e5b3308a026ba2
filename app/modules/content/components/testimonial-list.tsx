import { Icon } from "~/components/ui/icon";

import { testimonials } from "../testimonials";
import { SectionHeading } from "./section-heading";
import { StarRating } from "./star-rating";

export function TestimonialList() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-12 sm:py-16">
      <div className="page-width">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What Our Customers Say"
          subtitle="Rated 4.8 for service by customers across the district."
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="testimonial-card">
                <div className="flex items-center justify-between">
                  <StarRating rating={testimonial.rating} />
                  <Icon name="quote" className="size-6 text-brand-100" />
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
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
