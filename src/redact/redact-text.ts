import { redactLines } from './apply';
import { scanLines, type Finding } from './scan';

/** A whole Trace file's text: what the app's pane and `omniscope redact` both start from. */
export const findInText = (file: string, text: string): Promise<Finding[]> =>
  scanLines(file, text.split('\n'));

/** The file with the accepted findings replaced; its line breaks and clean lines unchanged. */
export const redactText = (text: string, accepted: readonly Finding[]): string =>
  redactLines(text.split('\n'), accepted).join('\n');

/** A finding as reports show it: where and what kind, never the secret itself. */
export const reportedFinding = ({ text: _text, id: _id, ...where }: Finding) => where;
