// The library's file route answers with a stream (server/library/file-body.ts): tests compare
// what it sends as text.
import { text } from 'node:stream/consumers';
import type { FileBody } from '../../server/library/file-body';
import type { FileAnswer } from '../../server/library/library-file';
import type { TraceFileSource } from '../../server/library/local-file';

export type TextAnswer = { ok: true; text: string } | { ok: false; reason: string };

export async function answerText(answer: Promise<FileAnswer>): Promise<TextAnswer> {
  const found = await answer;
  return found.ok ? { ok: true, text: await text(found.body.stream) } : found;
}

export const bodyText = async (body: FileBody | undefined): Promise<string | undefined> =>
  body === undefined ? undefined : text(body.stream);

/** A file source read as text, as the tests before streaming read it. */
export const textOf =
  (files: TraceFileSource) =>
  async (machine: string, path: string): Promise<string | undefined> =>
    bodyText(await files(machine, path));
