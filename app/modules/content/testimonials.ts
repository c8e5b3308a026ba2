export type Testimonial = { name: string; place: string; rating: number; text: string };

export const testimonials: Testimonial[] = [
  {
    name: "Priya Ramasamy",
    place: "Perundurai",
    rating: 5,
    text: "Our fridge stopped cooling on a Sunday. They sent a technician the same day and fixed the thermostat in under an hour. Honest pricing, genuine parts.",
  },
  {
    name: "Karthik Subramanian",
    place: "Erode",
    rating: 5,
    text: "Bought a 1.5 ton inverter AC here. Delivery and installation were done in two days, and the team explained every feature patiently.",
  },
  {
    name: "Lakshmi Narayanan",
    place: "Bhavani",
    rating: 4,
    text: "Washing machine drum issue sorted at home. The technician was polite, carried the spare with him and gave a 90-day warranty on the repair.",
  },
  {
    name: "Mohammed Irfan",
    place: "Gobichettipalayam",
    rating: 5,
    text: "Best price in town for the Samsung TV, and they matched the online offer. Good after-sales support whenever I called.",
  },
];
