// Known token formats come from secretlint's recommended preset (kept up to date upstream). Its
// rules run here directly, not through @secretlint/core: core 11.7.1 marks every lint in
// @secretlint/profiler, whose observer looks each mark up in all the marks before it, so a scan
// slowed with every string (2,000 records 13.5 s, 5,000 records 188 s). A rule is a set of regular
// expressions over `source.content` reporting ranges: each is created once and run over one text
// holding many fields at a time (scan.ts), synchronously.
import { rules } from '@secretlint/secretlint-rule-preset-recommend';
import type { Span } from './detectors';

type Rule = (typeof rules)[number];
type Context = Parameters<Rule['create']>[0];
type Source = Parameters<NonNullable<ReturnType<Rule['create']>['file']>>[0];

/**
 * Left out: `filter-comments` honours `secretlint-disable` comments, which a trace must not be
 * able to write to hide its own secrets; `gcp` only reads `.json` and `.p12` files by path.
 */
const SKIPPED = new Set([
  '@secretlint/secretlint-rule-filter-comments',
  '@secretlint/secretlint-rule-gcp',
]);
/** The AWS rule finds access key ids (AKIA…) only when asked to. */
const OPTIONS: Readonly<Record<string, object>> = {
  '@secretlint/secretlint-rule-aws': { enableIDScanRule: true },
};

let found: Span[] = [];
let content = '';

/** Names under which the rules pass the secret they report, in their message data. */
const REPORTED = ['KEY', 'TOKEN', 'ID', 'URL', 'URI', 'CREDENTIAL'];

/**
 * The reported secret's own bounds: the AWS secret-key rule reports its secret's length from the
 * start of the whole `aws_secret_access_key = …` match, which would leave the secret's end visible.
 */
function boundsOf(range: readonly [number, number], data: unknown): [number, number] {
  const fields = (data ?? {}) as Record<string, unknown>;
  const value = REPORTED.map((k) => fields[k]).find((v) => typeof v === 'string');
  const at = typeof value === 'string' && value !== '' ? content.indexOf(value, range[0]) : -1;
  return at === -1 || typeof value !== 'string' ? [range[0], range[1]] : [at, at + value.length];
}

function handlerOf(rule: Rule) {
  const name = rule.meta.id.replace('@secretlint/secretlint-rule-', '');
  const context: Context = {
    sharedOptions: {},
    createTranslator: () => (id, data) => ({ message: String(id), messageId: String(id), data }),
    report: ({ range, message }) => {
      const [start, end] = boundsOf(range, message.data);
      found.push({ start, end, kind: 'secret', rule: `${name}/${message.messageId}` });
    },
    ignore: () => undefined,
  };
  return rule.create(context, OPTIONS[rule.meta.id] ?? {});
}

const handlers = rules.filter((r) => !SKIPPED.has(r.meta.id)).map(handlerOf);

function sourceOf(content: string): Source {
  const unused = () => {
    throw new Error('not used by the scanning rules');
  };
  return {
    hasBOM: false,
    content,
    filePath: 'field.txt',
    physicalFilePath: undefined,
    contentType: 'text',
    ext: '.txt',
    getFilePath: () => 'field.txt',
    getPhysicalFilePath: () => undefined,
    locationToRange: unused,
    rangeToLocation: unused,
    positionToIndex: unused,
    indexToPosition: unused,
  };
}

/** Every range the preset's scanning rules report in `text`, in rule order. */
export function secretlintSpans(text: string): Span[] {
  const source = sourceOf(text);
  found = [];
  content = text;
  for (const h of handlers) void h.file?.(source);
  const out = found;
  found = [];
  content = '';
  return out;
}
