/**
 * /cms/preview.js, loaded by the content editor's page after Sveltia CMS: the article template
 * (ArticlePreview.tsx) for the `blog` collection. The build bundles it with what it read from a built article
 * page (src/integrations/cms-preview.ts): the page's stylesheets and the attribute that scopes its body's style.
 */
import type CMS from '@sveltia/cms';
import type { ArticlePage } from '~/integrations/cms-preview';
import { articlePreview } from './ArticlePreview';

declare const __ARTICLE_PAGE__: ArticlePage;

(window as unknown as { CMS: typeof CMS }).CMS.registerPreviewTemplate('blog', articlePreview(__ARTICLE_PAGE__));
