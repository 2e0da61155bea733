/**
 * English words of the testimonial carousel's controls (src/components/ui/TestimonialCarousel.tsx). The English
 * dictionary reads them from here (src/i18n/en/site.ts, `carousel`); `{range}`, `{first}`, `{last}`, `{total}`
 * and `{n}` are filled in by the carousel.
 */
export const CAROUSEL_WORDS = {
  label: 'Customer testimonials',
  /** Screen-reader status of the home page's carousel. */
  showing: 'Showing testimonials {range}',
  /** The visible counter of /who-we-help, one or several testimonials shown. */
  counterOne: 'Testimonial {range}',
  counterMany: 'Testimonials {range}',
  rangeOne: '{first} of {total}',
  rangeMany: '{first} to {last} of {total}',
  previousOne: 'Previous testimonial',
  nextOne: 'Next testimonial',
  previousMany: 'Previous testimonials',
  nextMany: 'Next testimonials',
  slide: '{n} of {total}',
  rated: 'Rated {n} out of 5',
  /** A testimonial's words, in the quotation marks of the language. */
  quote: '“{quote}”',
  play: 'Play testimonials',
  pause: 'Pause testimonials',
};
