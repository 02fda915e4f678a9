// Placeholder CLI: the real implementation replaces this file.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = `Usage: omniscope <command> [options]

Commands:
  serve [--port <n>] [--host <addr>]   Serve the web app (default 127.0.0.1:4317)
  help                                 Show this help
`;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function serve(args: readonly string[]): void {
  const port = Number(option(args, '--port') ?? 4317);
  const host = option(args, '--host') ?? '127.0.0.1';
  const root = resolve(fileURLToPath(new URL('../dist/', import.meta.url)));
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`web app not built (missing ${root}/index.html): run \`npm run build\``);
    process.exit(1);
  }
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  server.listen(port, host, () => {
    console.log(`Omniscope listening on http://${host}:${port}`);
  });
}

const [command, ...rest] = process.argv.slice(2);
switch (command) {
  case 'serve':
    serve(rest);
    break;
  case undefined:
  case 'help':
  case '--help':
  case '-h':
    process.stdout.write(USAGE);
    break;
  default:
    process.stderr.write(`unknown command: ${command}\n\n${USAGE}`);
    process.exit(1);
}
