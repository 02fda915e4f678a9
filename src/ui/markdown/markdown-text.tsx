import { memo } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MARKDOWN_COMPONENTS } from './markdown-components';

const PLUGINS = [remarkGfm];

/**
 * GFM markdown from the trace. Raw HTML is never rendered: react-markdown turns it into literal
 * text (no rehype-raw), so `<script>` or `<img onerror>` written by an agent shows as typed.
 */
export const MarkdownText = memo(function MarkdownText({
  text,
  muted = false,
}: {
  text: string;
  muted?: boolean;
}) {
  const tone = muted ? 'text-[13px] text-fg-soft' : 'text-sm text-fg';
  return (
    <div className={`min-w-0 leading-relaxed [overflow-wrap:anywhere] ${tone}`}>
      <Markdown remarkPlugins={PLUGINS} components={MARKDOWN_COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
});
