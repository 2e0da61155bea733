import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedSuccessStories } from '~/lib/solutions';

const successStories = localizedSuccessStories('en');
const contentDir = join(import.meta.dirname, '../../content/blog');

function read(slug: string) {
  const source = readFileSync(join(contentDir, `${slug}.mdx`), 'utf8');
  const fm = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const field = (key: string) => new RegExp(`^${key}:\\s*"?(.*?)"?\\s*$`, 'm').exec(fm)?.[1] ?? '';
  return {
    headline: `${field('title')} ${field('excerpt')}`,
    category: field('category'),
    date: field('date'),
    text: source.toLowerCase(),
  };
}

describe('success-story cards and their case studies', () => {
  it('six cards, each linked to a different case study', () => {
    expect(successStories).toHaveLength(6);
    expect(new Set(successStories.map((s) => s.article)).size).toBe(6);
  });

  it.each(successStories.map((s) => [s.id, s] as const))('%s tells the same story as its article', (_id, story) => {
    const article = read(story.article);
    expect(article.category).toBe('Case Study');
    // Same amount in the headline (title or excerpt); the same amount, product and business in the story.
    expect(article.headline).toContain(story.amount);
    const escape = (t: string) => t.toLowerCase().replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
    expect(article.text).toMatch(new RegExp(`${escape(story.amount)} (in )?${escape(story.product)}`));
    expect(article.text).toContain(story.business.toLowerCase());
    // "In the last 12 months" counts back from the article's publication month.
    const published = new Date(`${article.date}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(story.asOf).toBe(published);
    expect(article.text).toContain('within the past year');
  });
});

describe('the French cards and their French case studies', () => {
  // Articles may use an ordinary or a non-breaking space inside an amount; the card always uses U+00A0.
  const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it.each(localizedSuccessStories('fr').map((s) => [s.id, s] as const))(
    '%s shows the amount the French headline states (« 1,5 M$ US »)',
    (_id, story) => {
      const source = readFileSync(join(contentDir, 'fr', `${story.article}.mdx`), 'utf8');
      const fm = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
      expect(spaces(fm)).toContain(spaces(story.amount));
      if (story.currency === 'USD') expect(story.amount).toMatch(/\u00a0US$/);
    },
  );
});
