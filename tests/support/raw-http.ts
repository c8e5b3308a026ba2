/**
 * One HTTP/1.1 request written byte for byte on a socket: any method (TRACE too), any path bytes, any
 * header, any body. Answers the status line's code, the headers and the body, or why there was none.
 */
import net from "node:net";

export type RawRequest = {
  method: string;
  /** The request target exactly as sent, e.g. "/shop?q=%00". */
  target: string;
  headers: [string, string][];
  body?: Uint8Array;
};

export type RawResponse =
  | { status: number; headers: Record<string, string>; body: Buffer }
  | { status: "reset" | "timeout" | "garbled"; headers: Record<string, string>; body: Buffer };

export function rawRequest(port: number, request: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (why?: "reset" | "timeout") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks);
      if (raw.length === 0) return resolve({ status: why ?? "reset", headers: {}, body: raw });
      resolve(parseResponse(raw));
    };
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => finish());
    socket.on("close", () => finish());
    socket.on("error", () => finish("reset"));
    socket.on("connect", () => {
      const head =
        `${request.method} ${request.target} HTTP/1.1\r\n` +
        request.headers.map(([name, value]) => `${name}: ${value}\r\n`).join("") +
        "\r\n";
      socket.write(Buffer.from(head, "latin1"));
      if (request.body && request.body.length > 0) socket.write(request.body);
    });
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, headEnd === -1 ? raw.length : headEnd).toString("latin1");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = headEnd === -1 ? Buffer.alloc(0) : raw.subarray(headEnd + 4);
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
  if (!match) return { status: "garbled", headers, body: raw };
  return { status: Number(match[1]), headers, body };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
