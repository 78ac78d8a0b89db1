import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NextServer } from './next-server';

describe('NextServer', () => {
  it('refuses a port another program holds, rather than passing for started because the port accepts connections', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, '0.0.0.0', resolve));
    const port = (other.address() as net.AddressInfo).port;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-next-'));
    try {
      // A program that would listen nowhere: were it spawned, the port's owner would make it look ready.
      const server = new NextServer({ args: ['-e', 'setTimeout(() => {}, 60_000)'], env: process.env, port, pidFile: path.join(dir, 'next.pid') });
      await expect(server.start()).rejects.toThrow(`Port ${port} is already in use by another program`);
      expect(fs.existsSync(path.join(dir, 'next.pid'))).toBe(false);
    } finally {
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
