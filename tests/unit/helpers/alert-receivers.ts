/**
 * Real receivers for alert tests: an SMTP server (smtp-server) and an HTTP webhook endpoint, both in the test
 * process. Either can be switched "down" (SMTP answers 451, the webhook 503) or made to hang.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  raw: string;
  /** Header names in lower case, values unfolded (a header given twice keeps both, joined by '\n'). */
  headers: Record<string, string>;
  subject: string;
  envelopeTo: string[];
  text: string;
  html: string;
};

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g, (_, _charset, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}\n${value}`;
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end + 4) };
}

export function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const { headers, body } = split(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map((p) => split(p.replace(/^\r\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers['content-type'] ?? 'text/plain';
    const decoded = decodeBody(part.body.replace(/\r\n$/, ''), part.headers['content-transfer-encoding']);
    if (type.startsWith('text/html')) html = decoded;
    else if (type.startsWith('text/plain')) text = decoded;
  }
  return { raw, headers, subject: decodeWords(headers.subject ?? ''), envelopeTo, text, html };
}

export type SmtpReceiver = {
  url: string;
  mails: ReceivedMail[];
  /** true: every message is refused with 451 (a provider outage). */
  down: boolean;
  stop: () => Promise<void>;
};

/** `port` 0 takes a free one (unit tests); the e2e server is told a fixed one. */
export async function startSmtp(port = 0): Promise<SmtpReceiver> {
  const receiver = { mails: [] as ReceivedMail[], down: false } as SmtpReceiver;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (receiver.down) {
          const err = Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 });
          callback(err);
          return;
        }
        receiver.mails.push(
          parseMail(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  receiver.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

export type WebhookReceiver = {
  url: string;
  bodies: string[];
  /** 'up' answers 200, 'down' 503, 'hang' never answers. */
  mode: 'up' | 'down' | 'hang';
  stop: () => Promise<void>;
};

export async function startWebhook(port = 0): Promise<WebhookReceiver> {
  const receiver = { bodies: [] as string[], mode: 'up' } as WebhookReceiver;
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (receiver.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (receiver.mode === 'down') {
        res.writeHead(503).end('unavailable');
        return;
      }
      receiver.bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.stop = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
