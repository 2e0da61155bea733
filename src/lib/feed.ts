/**
 * The RSS feed of a language's articles, newest first: /rss.xml in English, /fr/rss.xml in French (titles,
 * excerpts and links of the French articles). Build-time only.
 */
import rss from '@astrojs/rss';
import { siteConfig } from '~/config';
import { getPublishedArticles } from './articles';
import { messagesFor, type Locale } from './i18n';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function articleFeed(locale: Locale): Promise<Response> {
  const articles = await getPublishedArticles(locale);
  const { feed, card } = messagesFor(locale).blog;
  return rss({
    title: feed.title,
    description: feed.description,
    site: siteConfig.siteUrl,
    items: articles.map((a) => ({
      title: a.title,
      description: a.summary,
      link: a.url,
      pubDate: a.publishedAt,
      categories: [card.categories[a.category]],
      // RSS <author> must be an e-mail address; Dublin Core carries the name.
      customData: `<dc:creator>${escapeXml(a.author.name)}</dc:creator>`,
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: `<language>${locale === 'fr' ? 'fr-ca' : 'en-us'}</language>`,
    trailingSlash: false,
  });
}
