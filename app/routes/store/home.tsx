import { useRouteLoaderData } from "react-router";

import { homeText } from "~/modules/content/texts/en/home";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";
import { lazySection } from "~/components/lazy-section";
import { readHomeCatalogue } from "~/modules/catalog/home-catalogue.server";

import type { Route } from "./+types/home";
import { todayInIndia } from "~/lib/india-time";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

// The sections are server-rendered HTML whose code loads after the page (see lazy-section.tsx): links
// only, apart from the booking form, which posts without script until it hydrates.
const HomeHero = lazySection(() =>
  import("~/modules/content/components/home-hero").then((module) => module.HomeHero),
);
const PartnerBrands = lazySection(() =>
  import("~/modules/content/components/partner-brands").then((module) => module.PartnerBrands),
);
const CategoryCards = lazySection(() =>
  import("~/modules/content/components/category-cards").then((module) => module.CategoryCards),
);
const ServiceSection = lazySection(() =>
  import("~/modules/content/components/service-section").then((module) => module.ServiceSection),
);
const ServiceCards = lazySection(() =>
  import("~/modules/content/components/service-cards").then((module) => module.ServiceCards),
);
const WhyChooseUs = lazySection(() =>
  import("~/modules/content/components/why-choose-us").then((module) => module.WhyChooseUs),
);
const BookingSection = lazySection(() =>
  import("~/modules/content/components/booking-section").then((module) => module.BookingSection),
);
const BrandLogoStrip = lazySection(() =>
  import("~/modules/catalog/components/brand-logo-strip").then((module) => module.BrandLogoStrip),
);
const TestimonialList = lazySection(() =>
  import("~/modules/content/components/testimonial-list").then((module) => module.TestimonialList),
);
const ContactCta = lazySection(() =>
  import("~/modules/content/components/contact-cta").then((module) => module.ContactCta),
);
const SocialLinks = lazySection(() =>
  import("~/modules/content/components/social-links").then((module) => module.SocialLinks),
);
const LocalBusinessJsonLd = lazySection(() =>
  import("~/modules/content/components/local-business-json-ld").then((module) => module.LocalBusinessJsonLd),
);

export async function loader({ context }: Route.LoaderArgs) {
  const { counts, brands } = await readHomeCatalogue(context.db, () => context.catalogueVersion());
  return { counts, brands, today: todayInIndia() };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(homeText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description, path: "/" });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<{ publicUrl: string }>("root");
  const t = useText(homeText);
  return (
    <main id="main">
      <HomeHero />
      <PartnerBrands />
      <CategoryCards counts={loaderData.counts} />
      <ServiceSection />
      <ServiceCards />
      <WhyChooseUs />
      <BookingSection minDate={loaderData.today} />
      <BrandLogoStrip brands={loaderData.brands} subtitle={t.brandsSubtitle} />
      <TestimonialList />
      <ContactCta />
      <SocialLinks />
      <LocalBusinessJsonLd origin={root?.publicUrl ?? ""} description={t.businessDescription} />
    </main>
  );
}
