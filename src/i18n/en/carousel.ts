/**
 * English words of the testimonial carousel's controls (src/components/ui/TestimonialCarousel.tsx): the English
 * dictionary's `site.carousel`, and the island's default, which it imports from here so it does not load the rest
 * of the dictionary. `{range}`, `{first}`, `{last}`, `{total}` and `{n}` are filled in by the carousel.
 */
export const carousel = {
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
