/**
 * Another commit of this project, installed and built beside it, for measuring two versions in
 * one run (npm run bench:pages -- --ab=<commit>). Kept in the system's temporary folder
 * (motomaroc-bench-ab/<sha>: outside the project, where Next would take the project's lockfile for
 * its root): a git worktree with its own node_modules (its own postinstall patches of Next) and its
 * own production build, reused by the next run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .trim();
}

/** The full hash of a commit, branch or tag of this repository. */
export function commitOf(ref: string): string {
  return run('git', ['rev-parse', '--verify', `${ref}^{commit}`], projectRoot);
}

/** The folder of `ref`, checked out, installed and built (each step skipped when done before). */
export function builtCheckout(ref: string, say: (line: string) => void = console.log): { root: string; commit: string } {
  const commit = commitOf(ref);
  const root = path.join(os.tmpdir(), 'motomaroc-bench-ab', commit);
  if (!fs.existsSync(path.join(root, 'package.json'))) {
    say(`[ab] ${commit.slice(0, 7)}: git worktree in ${root}`);
    fs.mkdirSync(path.dirname(root), { recursive: true });
    run('git', ['worktree', 'add', '--force', '--detach', root, commit], projectRoot);
  }
  if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
    say(`[ab] ${commit.slice(0, 7)}: npm install (a few minutes, once)`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  const built = path.join(root, '.next', 'BUILD_ID');
  const stamp = path.join(root, '.next', 'ab-commit');
  if (!fs.existsSync(built) || !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== commit) {
    say(`[ab] ${commit.slice(0, 7)}: npm run build (a few minutes, once)`);
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    fs.writeFileSync(stamp, commit);
  }
  return { root, commit };
}
