export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

/**
 * A push parser for `text/event-stream` (WHATWG rules: LF, CRLF or CR line ends, `:` comments,
 * one optional space after the colon). Each message reports only the id set in its own block.
 */
export class SseParser {
  private rest = '';
  private data: string[] = [];
  private id: string | undefined;
  private event: string | undefined;
  /** Comment lines seen (heartbeats). */
  comments = 0;

  push(text: string): SseMessage[] {
    const lines = (this.rest + text).split(/\r\n|\n|\r(?!$)/);
    this.rest = lines.pop() ?? '';
    const out: SseMessage[] = [];
    for (const line of lines) this.line(line, out);
    return out;
  }

  private line(line: string, out: SseMessage[]): void {
    if (line === '') {
      if (this.data.length > 0) {
        const msg: SseMessage = { data: this.data.join('\n') };
        if (this.id !== undefined) msg.id = this.id;
        if (this.event !== undefined) msg.event = this.event;
        out.push(msg);
      }
      this.data = [];
      this.id = undefined;
      this.event = undefined;
      return;
    }
    if (line.startsWith(':')) {
      this.comments++;
      return;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'event') this.event = value;
  }
}

export function parseSse(text: string): SseMessage[] {
  const parser = new SseParser();
  return parser.push(text.endsWith('\n\n') ? text : `${text}\n\n`);
}
