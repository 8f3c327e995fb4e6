import { PassThrough } from 'node:stream';
import { expect } from 'vitest';
import { t } from './use-test-app.ts';

// Bodies a careless or hostile client sends to a one-file upload route (`request.file()`).

export type FilePart = { name: string; filename: string; type: string; content: Buffer };

const partHead = (boundary: string, part: FilePart) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;

/**
 * An upload whose body stops after the part header and a few bytes of the file, until `finish()`
 * sends the rest: what a slow (or stalling) client looks like to the server.
 */
export function stalledUpload(url: string, headers: Record<string, string>, part: FilePart) {
  const boundary = '----slow-boundary';
  const body = new PassThrough();
  body.write(partHead(boundary, part));
  body.write(part.content.subarray(0, 20));
  const response = t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const finish = () => {
    body.write(part.content.subarray(20));
    body.end(`\r\n--${boundary}--\r\n`);
  };
  return { response, finish };
}

/** The connections of the test pool checked out right now (by a request or a transaction). */
const busyConnections = () => t.pool.totalCount - t.pool.idleCount;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * As many uploads as the pool has connections, stalled for 1.5 s: how many connections they hold
 * meanwhile, what another user's `GET /api/profile` answered then, and the uploads' statuses once
 * their bodies were sent.
 */
export async function stalledUploadsAtOnce(
  url: string,
  headers: Record<string, string>,
  part: FilePart,
) {
  const victim = await t.loginAs();
  const uploads = Array.from({ length: t.pool.options.max ?? 5 }, () =>
    stalledUpload(url, headers, part),
  );
  await wait(1500);
  const busy = busyConnections();
  const profile = await t.app.inject({ url: '/api/profile', headers: victim.headers });
  for (const upload of uploads) upload.finish();
  const answers = await Promise.all(uploads.map((upload) => upload.response));
  return {
    busy,
    otherUser: profile.statusCode,
    statuses: answers.map((answer) => answer.statusCode),
  };
}

/** Sends each broken body; expects the malformed-multipart 400 for every one. */
export async function expectBrokenBodiesRefused(
  url: string,
  headers: Record<string, string>,
  part: FilePart,
) {
  const broken = brokenBodies(part);
  for (const [what, payload] of broken.bodies) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...broken.headers },
    });
    expect({ url, what, status: response.statusCode, body: response.json() }).toMatchObject({
      what,
      status: 400,
      body: MALFORMED_MULTIPART,
    });
  }
}

/** Multipart bodies the parser cannot finish, by what is wrong with them. */
function brokenBodies(part: FilePart) {
  const boundary = '----broken-boundary';
  const head = partHead(boundary, part);
  const bodies: Record<string, string | Buffer> = {
    'cut in the file': Buffer.concat([Buffer.from(head), part.content.subarray(0, 20)]),
    'cut in the part header': head.slice(0, head.indexOf('filename=') + 12),
    'no closing boundary': Buffer.concat([Buffer.from(head), part.content, Buffer.from('\r\n')]),
    'only a preamble': 'This is not a multipart body, only the text before the first boundary.\r\n',
  };
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    bodies: Object.entries(bodies),
  };
}

/** The answer of a body the multipart parser could not read (readSubmission's malformedMultipart). */
const MALFORMED_MULTIPART = {
  code: 'validation_failed',
  message: 'The multipart body is not valid',
};
