import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetStarted, recordStarted, stopLeftover } from './pid-file';
import { delay, isProcessAlive, processStartTime } from './processes';

const children: ChildProcess[] = [];
const sleeper = () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
  children.push(child);
  return child;
};
const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pid-file-')), 'service.pid');

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('processes left running by a killed start script', () => {
  it('stops the one recorded when its start script is gone, and says so', async () => {
    const left = sleeper();
    const pidFile = file();
    recordStarted(pidFile, left.pid!);
    // As written by a start script that has exited since (the pid of no running process).
    const [pid, startTime] = fs.readFileSync(pidFile, 'utf8').split(' ');
    fs.writeFileSync(pidFile, `${pid} ${startTime} 999999999 1\n`);
    const lines: string[] = [];
    await stopLeftover(pidFile, 'a test service', (line) => lines.push(line));
    for (let waited = 0; isProcessAlive(left.pid!) && left.exitCode === null && left.signalCode === null; waited += 50) {
      expect(waited).toBeLessThan(5_000);
      await delay(50);
    }
    expect(left.signalCode).toBe('SIGTERM');
    expect(lines).toEqual([`stopping a test service left running by a start script that was killed (pid ${left.pid})`]);
    expect(fs.existsSync(pidFile)).toBe(false);
  });

  it('refuses, naming it, while the start script that owns it still runs', async () => {
    const running = sleeper();
    const owner = sleeper();
    const pidFile = file();
    fs.writeFileSync(pidFile, `${running.pid} ${processStartTime(running.pid!)} ${owner.pid} ${processStartTime(owner.pid!)}\n`);
    await expect(stopLeftover(pidFile, 'a test service', () => undefined)).rejects.toThrow(
      `a test service (pid ${running.pid}) is already running, started by process ${owner.pid}`,
    );
    expect(isProcessAlive(running.pid!)).toBe(true);
  });

  it('leaves alone a process that was given the same pid later, and forgets the record', async () => {
    const other = sleeper();
    const pidFile = file();
    fs.writeFileSync(pidFile, `${other.pid} 1 999999999 1\n`);
    const lines: string[] = [];
    await stopLeftover(pidFile, 'a test service', (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(isProcessAlive(other.pid!)).toBe(true);
    expect(fs.existsSync(pidFile)).toBe(false);
  });

  it('has nothing to do without a record, or once it is forgotten', async () => {
    const pidFile = file();
    await stopLeftover(pidFile, 'a test service', () => expect.unreachable());
    recordStarted(pidFile, process.pid);
    forgetStarted(pidFile);
    expect(fs.existsSync(pidFile)).toBe(false);
  });
});
