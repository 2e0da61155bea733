/** English copy: site. */
export const site = {};
