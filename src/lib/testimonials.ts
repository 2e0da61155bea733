/** The customer testimonials in a page's language: the same people and companies, their words translated. */
import { position, testimonials, type Testimonial } from '~/data/testimonials';
import { messagesFor } from './i18n';

export function localizedTestimonials(locale: string | undefined | null): Testimonial[] {
  const words = messagesFor(locale).home.testimonials;
  return testimonials.map((t) => ({
    ...t,
    position: position(words[t.id].role, t.company),
    quote: words[t.id].quote,
  }));
}
