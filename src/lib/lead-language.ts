/**
 * The language of a stored lead as staff read it ('French', 'English'): the visitor wrote in it and expects an
 * answer in it. Leads stored before languages were recorded came from the English site. A module of its own so
 * the staff app and the functions take it without the dictionaries.
 */
export const leadLanguage = (locale: unknown): 'French' | 'English' => (locale === 'fr' ? 'French' : 'English');
