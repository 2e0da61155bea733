/** English copy: company. */
export const company = {};
