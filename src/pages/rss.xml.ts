import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { siteConfig } from '~/config';
import { getPublishedArticles } from '~/lib/articles';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** All published articles, newest first. */
export const GET: APIRoute = async () => {
  const articles = await getPublishedArticles();
  return rss({
    title: 'Boundless AI Blog',
    description: 'Guides, case studies, market insights and news about financing for small and mid-size businesses.',
    site: siteConfig.siteUrl,
    items: articles.map((a) => ({
      title: a.title,
      description: a.summary,
      link: a.url,
      pubDate: a.publishedAt,
      categories: [a.category],
      // RSS <author> must be an e-mail address; Dublin Core carries the name.
      customData: `<dc:creator>${escapeXml(a.author.name)}</dc:creator>`,
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-us</language>',
    trailingSlash: false,
  });
};
