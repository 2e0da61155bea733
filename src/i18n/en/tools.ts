/** English copy: tools. */
export const tools = {};
