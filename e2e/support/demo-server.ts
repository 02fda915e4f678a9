// The demo server as `omniscope serve` starts it, its session played faster for the tests.
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../../server/index';

/** `speed`: the demo's pace (`--demo-speed`), 1.5 unless a test needs its waits longer. */
export const startDemo = (speed = 1.5): Promise<RunningServer> =>
  startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../../dist', import.meta.url)),
    demo: true,
    demoSpeed: speed,
  });
