/**
 * The bench's second reference, a bare Node cluster: the smallest Node HTTP server there is, sending a stored
 * page's bytes and headers (its brotli body, ETag, Vary, the security headers), with as many `node:cluster`
 * workers as the app (each opening the port itself, as the app's workers do; one process alone when the app
 * runs one, as `npm start` does).
 * What it reaches is what any Node server can reach on this machine; nginx shows what a static file server does.
 *   node scripts/bench-node-reference.ts <port> <workers> <page.json>
 * where page.json is { "body": base64, "headers": { … } }.
 */
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port = "0", workers = "1", pageFile = ""] = process.argv.slice(2);

if (cluster.isPrimary && Number(workers) > 1) {
  for (let index = 0; index < Number(workers); index++) cluster.fork();
} else {
  const page = JSON.parse(readFileSync(pageFile, "utf8")) as { body: string; headers: Record<string, string> };
  const body = Buffer.from(page.body, "base64");
  const headers = Object.entries({ ...page.headers, "content-length": String(body.length) }).flat();
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen({ port: Number(port), host: "127.0.0.1", reusePort: true, exclusive: true });
}
