/**
 * Fills the `{name}` placeholders of a dictionary string. Islands receive their texts as JSON props, which carry
 * strings but not functions, so a text that takes a value is a template filled in the browser.
 */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
