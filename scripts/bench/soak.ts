/**
 * npm run bench:soak — does the site hold steady under a long load? `next start` with the demo data
 * (started as `npm start` starts it), a realistic mix at 100 connections for 20 minutes:
 *   - cached pages (home, lists, a listing, brand pages),
 *   - listing pages the cache has never seen (a new address each request, as a crawler),
 *   - list searches with varied filters,
 *   - v1 reads.
 * Every minute: the server process's memory (RSS, heap used, external and array buffers, from
 * GET /api/v1/sante/memoire), requests per second, p99 and errors. Target: after the first 3
 * minutes, RSS and throughput stay within ±10 % of their mean, and no errors.
 * Beside them, to tell the server's own drift from the machine's: the server's CPU time per
 * request (if it stays flat while throughput moves, the server did not get slower: it got less of
 * the machine), of which its garbage collector's pauses (and how many full collections that
 * minute), and how busy the machine was and how much of it the hypervisor took (steal), and the
 * machine's own speed: the CPU time of a fixed piece of work run each second in a process of its
 * own (machine-speed-probe.mjs; median of the minute). On a shared virtual machine that work can
 * take twice as long from one minute to the next; the throughput "at constant machine speed"
 * (each minute's rate × its probe time ÷ the mean probe time) tells that from the server's drift.
 *
 * Needs `npm run build` first. Options: --minutes=N (default 20), --connections=N (default 100).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { listingDetailUrl } from '../../lib/routes';
import { removeSiteData, startSite, stopSite } from '../lib/site-under-test';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MINUTES = arg('minutes', 20);
const CONNECTIONS = arg('connections', 100);
const WARM_MINUTES = 3;
const APP_KEY = process.env.APP_KEY || 'motomaroc-cle-app-developpement';

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** seconds of CPU the server has used since it started */
  cpu: number;
  /** seconds its garbage collector paused the main thread, and full collections, since v1 started */
  gc: number;
  gcMajor: number;
}

interface Sample extends Omit<Memory, 'cpu' | 'gc' | 'gcMajor'> {
  minute: number;
  rps: number;
  p99: number;
  errors: number;
  /** the server's CPU time per request answered, in ms */
  cpuPerRequest: number;
  /** of which the collector's pauses of the main thread, in ms per request; and its full collections that minute */
  gcPerRequest: number;
  gcMajor: number;
  /** the machine's CPU time in use (all processes), and taken by the hypervisor, in % of its cores */
  busy: number | null;
  steal: number | null;
  /** the probe's CPU time for its fixed work (median of the minute), in ms: higher is a slower machine */
  probe: number | null;
}

/** Runs machine-speed-probe.mjs beside the load; each call of `minute()` gives the median of the figures since the last. */
function startMachineSpeedProbe() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'machine-speed-probe.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  let figures: number[] = [];
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop()!;
    figures.push(...lines.map(Number).filter((figure) => figure > 0));
  });
  return {
    minute(): number | null {
      const sorted = figures.sort((a, b) => a - b);
      figures = [];
      return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100 : null;
    },
    stop: () => child.kill(),
  };
}

/** The machine's CPU counters (Linux's /proc/stat, in ticks), or null elsewhere. */
function machineTicks(): { total: number; idle: number; steal: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields as [number, number, number, number, number, number, number, number];
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}

async function main() {
  const site = await startSite({ env: { LOG_LEVEL: 'error' } });
  const probe = startMachineSpeedProbe();
  try {
    const base = site.baseURL;
    const search = (await (await fetch(`${base}/api/v1/moto/annonce?limit=40`)).json()) as { annonces: { idannonce_moto: number; titre: string }[] };
    const listings = search.annonces.map((listing) => listingDetailUrl('moto', listing.titre, listing.idannonce_moto));
    const cached = ['/', '/motos-a-vendre', '/annonce/moto?marque=Honda', listings[0]!, '/motos-neuves', '/motos-neuves/honda'];
    const brands = ['Honda', 'Yamaha', 'Suzuki', 'Kawasaki', 'KTM', 'BMW', 'SYM', 'Kymco'];
    const reads = ['/api/v1/marque', '/api/v1/ville/villes', '/api/v1/moto/annonce?limit=20', '/api/v1/equipement/annonce?limit=20'];
    let n = 0;
    /** The mix: 30 % cached pages, 25 % never-seen listing pages, 25 % list searches, 20 % v1 reads. */
    const next = () => {
      n += 1;
      const roll = n % 20;
      if (roll < 6) return cached[n % cached.length]!;
      if (roll < 11) return listings[n % listings.length]!.replace(/\/[^/]+\/(\d+)$/, `/titre-${n}/$1`);
      if (roll < 16) return `/annonce/moto?marque=${brands[n % brands.length]}&prixmax=${200_000 + (n % 100_000)}`;
      return `${reads[n % reads.length]}${reads[n % reads.length]!.includes('?') ? '&' : '?'}page=${1 + (n % 50)}`;
    };

    console.log(`bench:soak — ${MINUTES} min, ${CONNECTIONS} connections, ${base}\n`);
    console.log(
      '| minute | RSS (Mio) | heap (Mio) | external (Mio) | arrayBuffers (Mio) | req/s | p99 (ms) | erreurs | CPU serveur (ms/req) | dont pauses GC (ms/req) | GC complets | machine occupée | steal | travail de référence (ms CPU) |',
    );
    console.log(
      '| ------ | --------- | ---------- | -------------- | ------------------ | ----- | -------- | ------- | -------------------- | ----------------------- | ----------- | --------------- | ----- | ----------------------------- |',
    );
    const readMemory = async () => (await (await fetch(`${base}/api/v1/sante/memoire`, { headers: { 'x-app-key': APP_KEY } })).json()) as Memory;
    const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
    const share = (value: number | null) => (value === null ? '–' : `${value} %`);
    let before = await readMemory();
    let ticksBefore = machineTicks();
    const samples: Sample[] = [];
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: 60,
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      });
      const memory = await readMemory();
      const ticks = machineTicks();
      /** Seconds of the minute spread over its requests, in ms each. */
      const msPerRequest = (seconds: number) => Math.round((seconds * 1000 * 100) / Math.max(1, result.requests.total)) / 100;
      const elapsed = ticks && ticksBefore ? ticks.total - ticksBefore.total : 0;
      const { rss, heapUsed, external, arrayBuffers } = memory;
      const sample: Sample = {
        minute,
        rss,
        heapUsed,
        external,
        arrayBuffers,
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuPerRequest: msPerRequest(memory.cpu - before.cpu),
        gcPerRequest: msPerRequest(memory.gc - before.gc),
        gcMajor: memory.gcMajor - before.gcMajor,
        busy: ticks && ticksBefore && elapsed > 0 ? percent(elapsed - (ticks.idle - ticksBefore.idle), elapsed) : null,
        steal: ticks && ticksBefore && elapsed > 0 ? percent(ticks.steal - ticksBefore.steal, elapsed) : null,
        probe: probe.minute(),
      };
      before = memory;
      ticksBefore = ticks;
      samples.push(sample);
      console.log(
        `| ${minute} | ${sample.rss} | ${sample.heapUsed} | ${sample.external} | ${sample.arrayBuffers} | ${sample.rps} | ${sample.p99} | ${sample.errors} | ${sample.cpuPerRequest} | ${sample.gcPerRequest} | ${sample.gcMajor} | ${share(sample.busy)} | ${share(sample.steal)} | ${sample.probe ?? '–'} |`,
      );
    }

    const steady = samples.filter((sample) => sample.minute > WARM_MINUTES);
    // A trend needs a few points: no verdict on a short run.
    if (steady.length < 5)
      return console.log(`\n(moins de ${WARM_MINUTES + 5} minutes : pas de verdict ; RSS ${samples[0]!.rss} → ${samples.at(-1)!.rss} Mio)`);
    const spread = (values: number[]) => {
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return { mean, low: Math.min(...values) / mean - 1, high: Math.max(...values) / mean - 1 };
    };
    const rss = spread(steady.map((s) => s.rss));
    const rps = spread(steady.map((s) => s.rps));
    const cpu = spread(steady.map((s) => s.cpuPerRequest));
    const gc = spread(steady.map((s) => s.gcPerRequest));
    const errors = samples.reduce((sum, s) => sum + s.errors, 0);
    const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
    const within = (s: { low: number; high: number }) => s.low >= -0.1 && s.high <= 0.1;
    console.log(
      `\nAprès ${WARM_MINUTES} minutes : RSS ${Math.round(rss.mean)} Mio (${pct(rss.low)} / ${pct(rss.high)}) ${within(rss) ? '✓' : '✗'} ±10 % ; débit ${Math.round(rps.mean)} req/s (${pct(rps.low)} / ${pct(rps.high)}) ${within(rps) ? '✓' : '✗'} ±10 % ; erreurs ${errors} ${errors === 0 ? '✓' : '✗'}`,
    );
    console.log(
      `(CPU du serveur par requête : ${cpu.mean.toFixed(2)} ms (${pct(cpu.low)} / ${pct(cpu.high)}), dont pauses du GC : ${gc.mean.toFixed(2)} ms (${pct(gc.low)} / ${pct(gc.high)}))`,
    );
    if (steady.every((s) => s.probe !== null)) {
      const reference = spread(steady.map((s) => s.probe!));
      const atConstantSpeed = spread(steady.map((s) => (s.rps * s.probe!) / reference.mean));
      console.log(
        `(vitesse de la machine : travail de référence ${reference.mean.toFixed(1)} ms CPU (${pct(reference.low)} / ${pct(reference.high)}) ; débit à vitesse de machine constante ${Math.round(atConstantSpeed.mean)} req/s (${pct(atConstantSpeed.low)} / ${pct(atConstantSpeed.high)}))`,
      );
    }
    if (!within(rss) || !within(rps) || errors > 0) process.exitCode = 1;
  } finally {
    probe.stop();
    await stopSite(site);
    removeSiteData(site);
  }
}

await main();
