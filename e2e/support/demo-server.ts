// The demo server as `omniscope serve` starts it, its session played faster for the tests.
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../../server/index';

export const startDemo = (): Promise<RunningServer> =>
  startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../../dist', import.meta.url)),
    demo: true,
    demoSpeed: 1.5,
  });
