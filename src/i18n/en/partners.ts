/** English copy: partners. */
export const partners = {};
