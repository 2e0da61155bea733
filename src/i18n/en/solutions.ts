/** English copy: solutions. */
export const solutions = {};
