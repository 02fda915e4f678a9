import { Badge } from './badge';
import { rawText } from './look-up';
import { VisibleText } from './visible-text';
import { useT } from '../i18n/language-store';

/**
 * A value of an enumerated field this viewer does not know (PROTOCOL.md §1: producers add
 * values over time): shown as received, neutral, never dropped.
 */
export function UnknownValue({
  field,
  value,
  testId,
}: {
  field: string;
  value: unknown;
  testId?: string;
}) {
  const t = useT();
  const text = rawText(value, t.common.missing);
  return (
    <Badge
      mono
      tone="neutral"
      className="border-dashed"
      title={t.common.unknownValue(field, text)}
      data-testid={testId}
      data-unknown-value={field}
    >
      <VisibleText text={text} />
    </Badge>
  );
}
