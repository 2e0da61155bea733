// npm run bench: load benchmarks through HTTP against the local server (`npm start`'s runtime), plus build
// times. Not part of CI. Prints one table and writes bench-results/*.json. Runs against a temporary copy of
// the built site, so benchmark data never mixes with your local Blobs; the copy is removed at the end.
//   BENCH_DURATION   seconds per run at 20 connections (default 10)
//   BENCH_LONG       seconds of the 100-connection run (default 30)
//   BENCH_SKIP       comma-separated parts to leave out: handoff, storage, alerts, build
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../lib-server.mjs';
import { benchBuild } from './build-time.ts';
import { PORT, SKIP, TOKEN, root } from './config.ts';
import { run, summary } from './load.ts';
import { projectCopy } from './project.ts';
import { record, writeReport } from './report.ts';
import { benchChat } from './scenarios/chat.ts';
import { benchHandoff } from './scenarios/handoff.ts';
import { benchForms, benchKeyedRetries, benchSimultaneous } from './scenarios/forms.ts';
import { benchHostile } from './scenarios/hostile.ts';

if (!existsSync(join(root, 'dist', 'index.html')))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const copy = projectCopy();
const serverOptions = { port: PORT, env: { ADMIN_TOKEN: TOKEN, RATE_LIMIT_DISABLED: '1' }, cwd: copy };

const server = await startServer(serverOptions);
try {
  await benchChat(server.url);
  if (!SKIP.has('handoff')) await benchHandoff(server.url);
  await benchForms(server.url);
  await benchSimultaneous(server.url);
  await benchKeyedRetries(server.url);
  await benchHostile(server.url);
  for (const page of ['/', '/blog/debt-financing-guide'])
    record(`GET ${page} c=20`, summary(await run({ url: server.url + page, connections: 20 })));
} finally {
  await server.stop();
}

// Lead alerts: submission to delivered webhook alert, through a server that alerts a local receiver.
if (!SKIP.has('alerts')) {
  const alertPort = 9899;
  const alertServer = await startServer({
    ...serverOptions,
    env: { ...serverOptions.env, ALERT_WEBHOOK_URL: `http://127.0.0.1:${alertPort}/hook` },
  });
  try {
    console.log('\n--- bench/alerts.ts');
    execFileSync(process.execPath, [join(root, 'scripts', 'bench', 'alerts.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: alertServer.url, BENCH_ALERT_PORT: String(alertPort) },
    });
  } finally {
    await alertServer.stop();
  }
}
// The staff lists at a million records: their own benchmark (seeds the Blobs folder directly; about 9 minutes).
if (!SKIP.has('storage')) {
  console.log('\n--- bench/storage');
  execFileSync(process.execPath, [join(root, 'scripts', 'bench', 'storage', 'index.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}
rmSync(copy, { recursive: true, force: true });

if (!SKIP.has('build')) benchBuild();

writeReport();
