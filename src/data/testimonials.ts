/**
 * The 12 customer testimonials: shown on the home page, /who-we-help and /how-it-works. Ids, names and companies
 * are here; the role and the quote, in each language, come from the dictionaries' `home.testimonials`, by id
 * (`localizedTestimonials` in src/lib/testimonials.ts joins them).
 */
export const TESTIMONIALS = [
  { id: 'sofia-marquez', name: 'Sofia Marquez', company: 'Terra & Tide Apparel' },
  { id: 'james-whitaker', name: 'James Whitaker', company: 'Northline Logistics' },
  { id: 'amara-osei', name: 'Amara Osei', company: 'Brightpath Clinics' },
  { id: 'liam-chen', name: 'Liam Chen', company: 'Stackwise Software' },
  { id: 'hannah-dubois', name: 'Hannah Dubois', company: 'Maison Dubois Bakery' },
  { id: 'marcus-reid', name: 'Marcus Reid', company: 'Reid Precision Manufacturing' },
  { id: 'priya-shah', name: 'Priya Shah', company: 'Shah & Lowe Advisory' },
  { id: 'diego-alvarez', name: 'Diego Alvarez', company: 'Alvarez Home Builders' },
  { id: 'emily-larsen', name: 'Emily Larsen', company: 'Fjord Outdoor Co.' },
  { id: 'kwame-mensah', name: 'Kwame Mensah', company: 'Mensah Foods Distribution' },
  { id: 'olivia-grant', name: 'Olivia Grant', company: 'Grant Dental Studio' },
  { id: 'noah-fischer', name: 'Noah Fischer', company: 'Fischer Cycle Works' },
] as const;

export type TestimonialId = (typeof TESTIMONIALS)[number]['id'];

/** 1 to 5; every testimonial we publish is a 5. */
export const TESTIMONIAL_RATING = 5;

export const avatarOf = (id: TestimonialId) => `/images/avatars/${id}.svg`;
