/** English copy: home. */
export const home = {};
