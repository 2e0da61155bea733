// npm run lint:commits: every commit subject after BASELINE is at most 72 characters (details go in the body).
// Subjects before it were written before the rule and stay as they are: history is not rewritten.
import { execFileSync } from 'node:child_process';

const MAX_SUBJECT = 72;
/** The last commit before the rule was checked. */
const BASELINE = '190f25b';

let log = '';
try {
  log = execFileSync('git', ['log', '--format=%h%x09%s', `${BASELINE}..HEAD`], { encoding: 'utf8' });
} catch {
  // A shallow or exported copy without the baseline: nothing to judge.
  console.log('lint:commits: no git history with the baseline here, skipped');
  process.exit(0);
}
const long = log
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t') as [string, string])
  .filter(([, subject]) => subject.length > MAX_SUBJECT);
for (const [hash, subject] of long)
  console.error(`${hash}: subject is ${subject.length} characters (max ${MAX_SUBJECT}): ${subject}`);
if (long.length) process.exit(1);
console.log(`lint:commits: every subject since ${BASELINE} is at most ${MAX_SUBJECT} characters`);
