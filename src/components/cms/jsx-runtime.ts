/**
 * JSX for the content editor's preview (src/components/cms/), on the editor's own React: Sveltia CMS renders a
 * preview template with its React and exposes its `createElement` and `Fragment` (window.h, window.rf) for that;
 * a second copy of React could not render into its tree. The preview's bundle (src/integrations/cms-preview.ts)
 * takes this module for `react/jsx-runtime`, so the site's own components (CategoryTag, Icon) render there too.
 */
import type { createElement, Fragment as ReactFragment } from 'react';

type Editor = { h: typeof createElement; rf: typeof ReactFragment };
const { h, rf } = window as unknown as Editor;

export const Fragment = rf;

/** The automatic runtime's call: children are in `props`, the key apart. */
export function jsx(type: Parameters<typeof createElement>[0], props: Record<string, unknown>, key?: string) {
  return h(type, key === undefined ? props : { ...props, key });
}

export const jsxs = jsx;
