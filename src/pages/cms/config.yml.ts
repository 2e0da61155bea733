/**
 * The content editor's configuration, read by Sveltia CMS from /cms/config.yml. JSON is YAML, so the object of
 * src/lib/cms-config.ts is written as it is.
 */
import type { APIRoute } from 'astro';
import { cmsConfig, siteConfig } from '~/config';
import { cmsConfigFor } from '~/lib/cms-config';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(cmsConfigFor({ ...cmsConfig, siteUrl: siteConfig.siteUrl }), null, 2), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
  });
