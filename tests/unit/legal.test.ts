import { describe, expect, it } from 'vitest';
import { formatDate } from '~/lib/format';
import { splitSections } from '~/lib/legal';

describe('legal helpers', () => {
  it('formats the last-updated date in en-US long form, in UTC', () => {
    expect(formatDate(new Date('2023-04-10'))).toBe('April 10, 2023');
  });

  it('splits rendered Markdown at each h2, keeping ids and titles', () => {
    const html =
      '<p>Intro</p>\n<h2 id="1-getting-started">1. Getting started</h2>\n<p>A</p>\n<h3 id="x">X</h3><p>B</p>\n<h2 id="2-accounts">2. <em>Accounts</em></h2><p>C</p>';
    const sections = splitSections(html);
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ['', ''],
      ['1-getting-started', '1. Getting started'],
      ['2-accounts', '2. Accounts'],
    ]);
    expect(sections[1].html).toContain('<h3 id="x">X</h3>');
  });
});
