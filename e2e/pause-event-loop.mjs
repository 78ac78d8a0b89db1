/**
 * Freezes a Node process's main thread as an endless loop would, without changing its code: opens
 * its inspector (SIGUSR1, on 127.0.0.1:9229) and pauses it in the debugger. Its other threads keep
 * running. Prints "paused" once it is, and holds the pause until the process is gone (a debugger
 * that leaves lets it go on).
 *
 *   node --experimental-websocket e2e/pause-event-loop.mjs <pid>
 */
const pid = Number(process.argv[2]);
if (!Number.isInteger(pid) || pid <= 0) throw new Error('usage: pause-event-loop.mjs <pid>');

process.kill(pid, 'SIGUSR1');
let target;
for (const deadline = Date.now() + 10_000; !target;) {
  if (Date.now() > deadline) throw new Error(`no inspector on 127.0.0.1:9229 for process ${pid}`);
  target = await fetch('http://127.0.0.1:9229/json/list')
    .then((response) => response.json())
    .then((targets) => targets[0])
    .catch(() => undefined);
  if (!target) await new Promise((resolve) => setTimeout(resolve, 100));
}

const socket = new WebSocket(target.webSocketDebuggerUrl);
socket.addEventListener('open', () => {
  socket.send(JSON.stringify({ id: 1, method: 'Debugger.enable' }));
  socket.send(JSON.stringify({ id: 2, method: 'Debugger.pause' }));
});
socket.addEventListener('message', (event) => {
  if (JSON.parse(String(event.data)).method === 'Debugger.paused') console.log('paused');
});
socket.addEventListener('close', () => process.exit(0));
socket.addEventListener('error', () => process.exit(0));
