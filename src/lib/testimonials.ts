/** The customer testimonials in a page's language: the same people and companies, their words translated. */
import { avatarOf, TESTIMONIAL_RATING, TESTIMONIALS, type TestimonialId } from '~/data/testimonials';
import { messagesFor } from './i18n';

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

export function localizedTestimonials(locale: string | undefined | null): Testimonial[] {
  const words = messagesFor(locale).home.testimonials;
  return TESTIMONIALS.map((t) => ({
    ...t,
    position: position(words[t.id].role, t.company),
    quote: words[t.id].quote,
    rating: TESTIMONIAL_RATING,
    avatarImage: avatarOf(t.id),
  }));
}
