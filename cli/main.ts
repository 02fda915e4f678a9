// The bundle entry (vite.node.config.ts → dist-node/omniscope.js, run by bin/omniscope.js).
import { endOnClosedPipe, nodeIo } from './io';
import { run } from './run';

endOnClosedPipe(process.stdout, () => process.exit());

run(process.argv.slice(2), nodeIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`omniscope: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
