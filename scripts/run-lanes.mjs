/**
 * Runs npm scripts in lanes side by side: `node scripts/run-lanes.mjs "a b" "c"` runs a then b in one
 * lane and c in another. The linters are single-threaded, so two lanes use CI's two CPUs where one
 * used one. Each script's output is printed whole when it ends, so that lanes do not interleave;
 * a lane stops at its first failure, the others run on (to list every problem), and the exit code
 * is a failure's.
 */
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('usage: node scripts/run-lanes.mjs "script script…" "script…"');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const failed = code !== 0;
      process.stdout.write(`\n> ${script} (${seconds} s)${failed ? `: FAILED (${signal ?? `exit ${code}`})` : ''}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(failed ? (code ?? 1) : 0);
    });
  });
}

async function runLane(lane) {
  let status = 0;
  // Later scripts of a lane may depend on earlier ones.
  for (const script of lane) {
    status = await run(script);
    if (status !== 0) break;
  }
  return status;
}

const statuses = await Promise.all(lanes.map(runLane));
process.exit(statuses.find((status) => status !== 0) ?? 0);
