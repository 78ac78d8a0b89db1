/**
 * The alerting rules and the dashboard in ops/ name only series the site exports: a renamed metric
 * would otherwise leave an alert that can never fire, or an empty panel.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metrics } from './metrics';

const root = path.join(import.meta.dirname, '../..');

/** Every series name the registry exposes, with a histogram's _bucket, _sum and _count. */
function exported(): Set<string> {
  const names = new Set<string>();
  for (const metric of metrics().registry.getMetricsAsArray()) {
    names.add(metric.name);
    if (metric.constructor.name === 'Histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('the operators’ files', () => {
  it.each(['ops/prometheus/alerts.yml', 'ops/grafana/motomaroc.json'])('%s uses only series the site exports', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const used = [...new Set(text.match(/\bmotomaroc_[a-z0-9_]+/g))];
    expect(used.length).toBeGreaterThanOrEqual(4);
    const names = exported();
    expect(used.filter((name) => !names.has(name))).toEqual([]);
  });

  it('the dashboard is JSON Grafana can import: a title, a uid, panels with a query each', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'ops/grafana/motomaroc.json'), 'utf8')) as {
      title: string;
      uid: string;
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe('motomaroc');
    for (const panel of dashboard.panels) expect(panel.targets.length, panel.title).toBeGreaterThan(0);
  });
});

describe('mails', () => {
  it('are counted by outcome as the mailer sends them', async () => {
    const { countedMailer } = await import('../mail/mailer');
    const count = async (outcome: string) =>
      (await metrics().registry.getSingleMetric('motomaroc_mails_total')!.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    const [sent, failed] = [await count('sent'), await count('failed')];
    const ok = countedMailer({ description: 'test', send: async () => undefined });
    const refusing = countedMailer({
      description: 'test',
      send: async () => {
        throw new Error('550 refused');
      },
    });
    await ok.send({ to: 'a@test.ma', subject: 's', text: 't' });
    await expect(refusing.send({ to: 'a@test.ma', subject: 's', text: 't' })).rejects.toThrow('550 refused');
    expect([await count('sent'), await count('failed')]).toEqual([sent + 1, failed + 1]);
  });
});
