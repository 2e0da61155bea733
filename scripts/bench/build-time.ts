// Build time as the site is, and with 1,000 generated articles added (in a temporary copy).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectCopy } from './project.ts';
import { record } from './report.ts';

const timeBuild = (cwd: string) => {
  const start = performance.now();
  execFileSync('npm', ['run', 'build'], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return Math.round((performance.now() - start) / 100) / 10;
};

export function benchBuild() {
  const buildCopy = projectCopy(false);
  try {
    const articles = join(buildCopy, 'content', 'blog');
    const pages = readdirSync(articles).length;
    record('astro build (site as is)', { seconds: timeBuild(buildCopy), articles: pages });
    const template = readFileSync(join(articles, 'debt-financing-guide.mdx'), 'utf8');
    for (let i = 0; i < 1000; i++) {
      writeFileSync(
        join(articles, `generated-article-${i}.mdx`),
        template.replace(/^title: .*$/m, `title: "Generated article ${i}"`).replace(/^related: .*$/m, ''),
      );
    }
    record('astro build (+1,000 articles)', { seconds: timeBuild(buildCopy), articles: pages + 1000 });
  } finally {
    rmSync(buildCopy, { recursive: true, force: true });
  }
}
