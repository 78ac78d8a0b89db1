/**
 * Stops the site like Ctrl-C would (SIGTERM), then checks it left no process and a clean database,
 * and that the site's log lines (JSON: what a log service keeps) hold no token, session, password,
 * card number, phone number or e-mail after every journey has signed in, paid and posted.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { personalDataIn } from '../scripts/lib/log-scan';
import { removeSiteData, stopSite } from '../scripts/lib/site-under-test';
import { DEMO_PASSWORD } from './session';
import { STATE_FILE } from './global-setup';

function processesUsing(dataDir: string): string[] {
  const ps = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return ps.split('\n').filter((line) => line.includes(dataDir) && !line.includes(' ps '));
}

export default async function globalTeardown() {
  const site = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string; log: string };
  await stopSite(site);
  try {
    const left = processesUsing(site.dataDir);
    if (left.length > 0) throw new Error(`Processes left behind after SIGTERM:\n${left.join('\n')}`);
    const output = fs.readFileSync(site.log, 'utf8');
    if (!output.includes('[motomaroc] stopped.')) throw new Error(`npm start did not report a clean stop:\n${output}`);
    const logLines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .join('\n');
    // The scan read the requests' lines, not an empty log.
    if (!logLines.includes('"msg":"request"')) throw new Error(`The site's log has no request line to scan:\n${output.slice(-2000)}`);
    const findings = personalDataIn(logLines, [DEMO_PASSWORD]);
    if (findings.length > 0) {
      const lines = logLines.split('\n');
      throw new Error(
        `The site's log holds personal data or secrets (${findings.length}):\n${findings
          .slice(0, 20)
          .map((finding) => `${finding.kind} « ${finding.match} » in: ${(lines[finding.line - 1] ?? '').slice(0, 400)}`)
          .join('\n')}`,
      );
    }
    if (fs.existsSync(`${site.dataDir}/postgres/postmaster.pid`)) throw new Error('PostgreSQL did not shut down cleanly (postmaster.pid left).');
    if (!/database system is shut down/.test(fs.readFileSync(`${site.dataDir}/postgres.log`, 'utf8'))) {
      throw new Error('PostgreSQL log does not show a clean shutdown.');
    }
  } finally {
    removeSiteData(site);
    fs.rmSync(STATE_FILE, { force: true });
  }
}
