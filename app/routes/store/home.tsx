import { useRouteLoaderData } from "react-router";

import { dealer } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { BookingSection } from "~/modules/content/components/booking-section";
import { CategoryCards } from "~/modules/content/components/category-cards";
import { ContactCta } from "~/modules/content/components/contact-cta";
import { HomeHero } from "~/modules/content/components/home-hero";
import { LocalBusinessJsonLd } from "~/modules/content/components/local-business-json-ld";
import { PartnerBrands } from "~/modules/content/components/partner-brands";
import { ServiceCards } from "~/modules/content/components/service-cards";
import { ServiceSection } from "~/modules/content/components/service-section";
import { SocialLinks } from "~/modules/content/components/social-links";
import { TestimonialList } from "~/modules/content/components/testimonial-list";
import { WhyChooseUs } from "~/modules/content/components/why-choose-us";
import { listBrands } from "~/modules/catalog/brands.server";
import { BrandLogoStrip } from "~/modules/catalog/components/brand-logo-strip";
import { countProductsByCategory } from "~/modules/catalog/products.server";

import type { Route } from "./+types/home";
import { todayInIndia } from "~/lib/india-time";

export async function loader({ context }: Route.LoaderArgs) {
  const [counts, brands] = await Promise.all([countProductsByCategory(context.db), listBrands(context.db)]);
  return { counts, brands, today: todayInIndia() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `${dealer.name} – Authorised Appliance Dealer & Service in ${dealer.city}`,
    description: `Buy TVs, ACs, refrigerators and washing machines from Samsung, LG, Godrej, Voltas, Blue Star and Panasonic at up to 30% off, and book same day doorstep appliance repair in ${dealer.city}, ${dealer.state}.`,
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<{ publicUrl: string }>("root");
  return (
    <main id="main">
      <HomeHero />
      <PartnerBrands />
      <CategoryCards counts={loaderData.counts} />
      <ServiceSection />
      <ServiceCards />
      <WhyChooseUs />
      <BookingSection minDate={loaderData.today} />
      <BrandLogoStrip
        brands={loaderData.brands}
        subtitle="Sales, installation and repairs for every leading brand."
      />
      <TestimonialList />
      <ContactCta />
      <SocialLinks />
      <LocalBusinessJsonLd origin={root?.publicUrl ?? ""} />
    </main>
  );
}
