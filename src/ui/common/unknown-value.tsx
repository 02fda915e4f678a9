import { Badge } from './badge';
import { rawText } from './look-up';
import { VisibleText } from './visible-text';

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
  const text = rawText(value);
  return (
    <Badge
      mono
      tone="neutral"
      className="border-dashed"
      title={`Unknown ${field}: ${text} (not a value this viewer knows; shown as received)`}
      data-testid={testId}
      data-unknown-value={field}
    >
      <VisibleText text={text} />
    </Badge>
  );
}
