// The project runs on Node.js 24 LTS, which `npm install` puts at node_modules/.bin/node (the `node`
// package from the npm registry); npm scripts find it first on their PATH. A script started with
// another Node (`node scripts/test.mjs` on a machine with Node 20) runs itself again on that one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const MAJOR = 24;
const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules/.bin');

export function ensureProjectNode() {
  if (Number(process.versions.node.split('.')[0]) === MAJOR) return;
  const node = path.join(bin, 'node');
  if (!existsSync(node)) {
    console.error(`Mina sidor runs on Node.js ${MAJOR} (this is ${process.version}): run \`npm install\` first, then use npm start / npm test.`);
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(node, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
