// Says a reading problem or a rule breach in one language: the one place code + params become
// words. The English sentence is also kept on each diagnostic and violation as it is made
// (`reason`, `message`): the command line, the library index and older readers use it.

import type { Catalog } from '../i18n/catalogs';
import { en } from '../i18n/en';
import type { ReadingProblem, UnsendableWhy, UrlRefusal } from './reading-problem';
import type { RuleBreach } from './rule-breach';

export type ProblemWords = Catalog['problems'];

const MB = 1 << 20;

function size(n: number): string {
  const [unit, scale] = n >= MB ? ['MB', MB] : n >= 1024 ? ['KB', 1024] : ['B', 1];
  return `${Number((n / scale).toPrecision(3))} ${unit}`;
}

/** "312 MB > 64 MB": exact when rounding would say "13 KB > 13 KB". */
function sizesOf(length: number, limit: number): [string, string] {
  return size(length) === size(limit) ? [`${length} B`, `${limit} B`] : [size(length), size(limit)];
}

function unsendable(w: ProblemWords, why: UnsendableWhy): string {
  if (why.kind === 'too-long') return w.reasons.idTooLong(why.length, why.limit);
  return why.kind === 'spaces-at-ends' ? w.reasons.idSpacesAtEnds : w.reasons.idUnsendableCharacter;
}

export function readingText(w: ProblemWords, p: ReadingProblem): string {
  const r = w.reasons;
  switch (p.code) {
    case 'record-not-object':
      return r.recordNotObject(w.got[p.params.got]);
    case 'server-event-not-object':
      return r.serverEventNotObject(w.got[p.params.got]);
    case 'field-mistyped':
      return r.fieldMistyped(p.params.field, w.want[p.params.want], w.got[p.params.got]);
    case 'field-must-be':
      return r.fieldMustBe(p.params.field, w.want[p.params.want]);
    case 'field-missing':
      return r.fieldMissing(p.params.field);
    case 'meta-field-missing':
      return r.metaFieldMissing(p.params.field);
    case 'envelope-type-unknown':
      return r.envelopeTypeUnknown(p.params.type);
    case 'payload-type-misplaced':
      return r.payloadTypeMisplaced(p.params.payloadType, p.params.envelope);
    case 'payload-type-unknown':
      return r.payloadTypeUnknown(p.params.payloadType, p.params.envelope);
    case 'value-unknown':
      return r.valueUnknown(p.params.value, p.params.field, p.params.expected.join(' | '));
    case 'server-event-message':
      return r.serverEventMessage(p.params.type, p.params.message);
    case 'tool-call-invalid':
      return r.toolCallInvalid(readingText(w, p.params.problem));
    case 'tool-call-not-tool-call':
      return r.toolCallNotToolCall;
    case 'invalid-json':
      return r.invalidJson(p.params.detail);
    case 'record-too-large':
      return r.recordTooLarge(...sizesOf(p.params.length, p.params.limit));
    case 'record-too-deep':
      return r.recordTooDeep;
    case 'last-line-incomplete':
      return r.lastLineIncomplete;
    case 'last-event-incomplete':
      return r.lastEventIncomplete;
    case 'sse-syntax':
      return r.sseSyntax(p.params.detail);
    case 'sse-unknown-name':
      return p.params.json ? r.sseUnknownName(p.params.name) : r.sseUnknownNameText(p.params.name);
    case 'sse-event-without-id':
      return r.sseEventWithoutId(p.params.index, readingText(w, p.params.problem));
    case 'utf16':
      return r.utf16(
        p.params.order === 'LE' ? r.littleEndian : r.bigEndian,
        p.params.bom ? r.withBom : r.withoutBom,
        p.params.bom ? 'UTF-16' : `UTF-16${p.params.order}`,
      );
    case 'first-not-session-meta':
      return r.firstNotSessionMeta(p.params.record);
    case 'trace-partials':
      return r.tracePartials;
    case 'trace-origin':
      return r.traceOrigin;
    case 'trace-rule-repeated':
      return r.traceRuleRepeated(readingText(w, { code: p.params.rule }), p.params.more);
    case 'event-too-large':
      return r.eventTooLarge(p.params.size, p.params.after ?? r.noIdYet, p.params.limit);
    case 'id-not-resumable':
      return r.idNotResumable(
        unsendable(w, p.params.why),
        p.params.after === null ? r.resumeFromStart : r.resumeAfterId(p.params.after),
      );
    case 'history-record-invalid':
      return r.historyRecordInvalid(
        p.params.list,
        p.params.index,
        readingText(w, p.params.problem),
      );
    case 'history-unavailable':
      return r.historyUnavailable(p.params.detail);
    case 'resync-without-history':
      return r.resyncWithoutHistory;
    case 'failed':
      return r.failed(p.params.detail);
    case 'cannot-read':
      return r.cannotRead(p.params.detail);
    case 'not-a-regular-file':
      return r.notARegularFile;
    case 'unknown-format':
      return r.unknownFormat;
    case 'no-records':
      return r.noRecords;
    case 'empty-file':
      return r.emptyFile;
    case 'blank-lines-only':
      return r.blankLinesOnly;
    case 'only-line-incomplete':
      return r.onlyLineIncomplete(p.params.line);
    case 'given-twice':
      return r.givenTwice;
    case 'copy-left-out':
      return r.copyLeftOut(p.params.kept, p.params.left);
    case 'two-parents':
      return r.twoParents(p.params.child, p.params.parents, p.params.under);
    case 'json-array-of-records':
      return r.jsonArrayOfRecords;
    case 'not-a-messages-response':
      return r.notAMessagesResponse;
    case 'live-malformed':
      return r.liveMalformed;
    case 'url-refused':
      return r.urlRefused(p.params.url, refusalText(w, p.params.refusal));
    case 'fetch-no-answer':
      return r.fetchNoAnswer(p.params.url);
    case 'fetch-http':
      return r.fetchHttp(p.params.url, p.params.status);
  }
}

/** Why a link is not opened, in `w`'s words. */
export function refusalText(w: ProblemWords, refusal: UrlRefusal): string {
  switch (refusal.kind) {
    case 'invalid':
      return w.reasons.urlInvalid;
    case 'scheme':
      return w.reasons.urlScheme(refusal.protocol);
    case 'credentials':
      return w.reasons.urlCredentials;
  }
}

export function breachText(w: ProblemWords, b: RuleBreach): string {
  const s = w.breaches;
  switch (b.rule) {
    case 'meta-session-mismatch':
      return s.metaSessionMismatch(b.params.meta, b.params.session);
    case 'output-without-call':
      return b.params.approvalOnly
        ? s.approvalWithoutCall(b.params.toolCallId)
        : s.outputWithoutCall(b.params.toolCallId);
    case 'call-without-output':
      return 'decision' in b.params
        ? s.decidedCallWithoutOutput(b.params.decision, b.params.toolCallId)
        : s.callWithoutOutput(b.params.toolCallId, b.params.name);
    case 'compaction-without-end':
      return s.compactionWithoutEnd;
    case 'compaction-end-without-begin':
      return s.compactionEndWithoutBegin;
    case 'request-begin-while-open':
      return s.requestBeginWhileOpen(b.params.request);
    case 'request-end-without-begin':
      return s.requestEndWithoutBegin;
    case 'fragment-mismatch': {
      const { pieces, streamed, complete } = b.params;
      const named =
        pieces === 'argument' ? s.argumentPieces : pieces === 'output' ? s.outputPieces : pieces;
      return s.fragmentMismatch(named, streamed, complete);
    }
    case 'duplicate-tool-call':
      return s.duplicateToolCall(b.params.toolCallId);
    case 'duplicate-output':
      return s.duplicateOutput(b.params.toolCallId);
    case 'approval-before-call':
      return s.approvalBeforeCall(b.params.toolCallId);
    case 'approval-after-output':
      return s.approvalAfterOutput(b.params.toolCallId);
    case 'fragment-without-complete':
      return s.fragmentWithoutComplete(b.params.closed);
    case 'fragment-unterminated':
      return s.fragmentUnterminated(b.params.closed);
    case 'fragment-without-start':
      return s.fragmentWithoutStart(b.params.type, b.params.eventType);
    case 'fragment-after-stop':
      return s.fragmentAfterStop(b.params.type, b.params.eventType);
  }
}

/** The English sentence kept with the problem. */
export const englishOf = (p: ReadingProblem): string => readingText(en.problems, p);

export const englishBreach = (b: RuleBreach): string => breachText(en.problems, b);

/** A problem sent as its English sentence and, when it has one, its code: in `w`'s words. */
export const detailText = (w: ProblemWords, p: { detail: string; reading?: ReadingProblem }) =>
  p.reading ? readingText(w, p.reading) : p.detail;
