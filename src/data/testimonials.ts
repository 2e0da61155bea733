import { home } from '~/i18n/en/home';

/**
 * The 12 customer testimonials: shown on the home page, /who-we-help and /how-it-works. Names and companies are
 * here; the role and the quote, in each language, come from the dictionaries' `home.testimonials`.
 */
export type TestimonialId = keyof typeof home.testimonials;
export type Testimonial = {
  id: TestimonialId;
  quote: string;
  name: string;
  company: string;
  /** Role and company. */
  position: string;
  /** 1 to 5; every testimonial we publish is a 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  avatarImage: string;
};

/** "Founder, Terra & Tide Apparel": the same shape in both languages. */
export const position = (role: string, company: string) => `${role}, ${company}`;

const t = (id: TestimonialId, name: string, company: string): Testimonial => ({
  id,
  name,
  company,
  position: position(home.testimonials[id].role, company),
  quote: home.testimonials[id].quote,
  rating: 5,
  avatarImage: `/images/avatars/${id}.svg`,
});

/** In English; `localizedTestimonials` in src/lib/testimonials.ts gives them in a page's language. */
export const testimonials: Testimonial[] = [
  t('sofia-marquez', 'Sofia Marquez', 'Terra & Tide Apparel'),
  t('james-whitaker', 'James Whitaker', 'Northline Logistics'),
  t('amara-osei', 'Amara Osei', 'Brightpath Clinics'),
  t('liam-chen', 'Liam Chen', 'Stackwise Software'),
  t('hannah-dubois', 'Hannah Dubois', 'Maison Dubois Bakery'),
  t('marcus-reid', 'Marcus Reid', 'Reid Precision Manufacturing'),
  t('priya-shah', 'Priya Shah', 'Shah & Lowe Advisory'),
  t('diego-alvarez', 'Diego Alvarez', 'Alvarez Home Builders'),
  t('emily-larsen', 'Emily Larsen', 'Fjord Outdoor Co.'),
  t('kwame-mensah', 'Kwame Mensah', 'Mensah Foods Distribution'),
  t('olivia-grant', 'Olivia Grant', 'Grant Dental Studio'),
  t('noah-fischer', 'Noah Fischer', 'Fischer Cycle Works'),
];
