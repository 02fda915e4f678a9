import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request with the path and headers sent exactly as given: fetch would normalise `..` away
 * and refuses to set `Host`. `firstChunk` resolves on the first body bytes (for streams).
 */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  firstChunkOnly = false,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      base,
      { path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        res.on('data', (c: string) => {
          body += c;
          if (firstChunkOnly) {
            done();
            req.destroy();
          }
        });
        res.on('end', done);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
